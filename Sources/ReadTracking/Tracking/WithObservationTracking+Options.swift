/// Runs `apply`, recording the tracked properties it reads, and calls `onChange` with the events
/// of the kinds in `options` until the first change: SE-0506's one-shot observation.
///
/// The observation stays installed until it fires (there is no token). With `.willSet` it is
/// told before the first change to a property `apply` read, with `.didSet` after it; with both,
/// one write delivers two events, `.willSet` then `.didSet`, and the observation ends after the
/// `.didSet`. With `.deinit` it is told when an object `apply` read from is deallocated, which
/// ends it too. Calling ``ObservationTracking/Event/cancel()`` from `onChange` ends it at once:
/// cancelling at `.willSet` suppresses the `.didSet`.
///
/// ```swift
/// let text = withObservationTracking(options: [.willSet, .didSet]) {
///   library.searchText
/// } onChange: { event in
///   print(event.kind)  // "willSet", then "didSet", for the next write to searchText
/// }
/// ```
///
/// Where this differs from SE-0506 (the module documentation lists them all): a write from
/// another thread between a read and the installation is not lost, it is delivered at once,
/// on the installing thread, with ``ObservationTracking/Event/changedBeforeInstall`` set; and
/// a `.deinit` event ends the observation (SE-0506's stays installed after a deallocation).
///
/// > Important: `onChange` runs synchronously on the thread that triggers the event (the writer,
/// > or the thread that releases the object), with no lock held: at `.willSet` before the new
/// > value is stored, at `.didSet` after. A tracked write made inside `onChange` does not
/// > re-enter this observation.
///
/// - Parameters:
///   - options: The events to deliver: `.willSet`, `.didSet`, `.deinit`, in any combination.
///     With none, nothing is installed.
///   - apply: The work whose reads are tracked.
///   - onChange: Called with each event, until the observation ends.
/// - Returns: What `apply` returned.
/// - Throws: What `apply` throws; nothing is installed then.
/// - Complexity: O(*r*) for *r* distinct properties read, plus one registrar lock per object
///   (twice with both `.willSet` and `.didSet`).
@inlinable
public func withObservationTracking<Result: ~Copyable, Failure: Error>(
  options: ObservationTracking.Options,
  _ apply: () throws(Failure) -> Result,
  onChange: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void
) throws(Failure) -> Result {
  // Inlined so that the generic part (calling `apply`) is specialized in the caller; the rest is
  // non-generic.
  try withUnsafeTemporaryAllocation(of: AccessList.self, capacity: 1) {
    (buffer) throws(Failure) -> Result in
    let list = buffer.baseAddress!
    let previous = AccessList.open(list)
    let value: Result
    do throws(Failure) {
      value = try apply()
    } catch {
      AccessList.closeAndDiscard(list, previous: previous)
      throw error
    }
    ObservationTracking.closeAndInstall(
      list, previous: previous, options: options, onChange: onChange)
    return value
  }
}
