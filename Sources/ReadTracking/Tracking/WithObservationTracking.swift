/// Runs `apply`, recording the tracked properties it reads, and calls `onChange` once, when one
/// of them is about to change.
///
/// This is the toolchain's `withObservationTracking(_:onChange:)`, with the same semantics:
/// - Only reads made on the calling thread while `apply` runs are recorded.
/// - `onChange` runs at most once, synchronously, on the thread that mutates the property, at
///   `willSet` (the old value is still visible). Every registration of the scope is removed
///   before it runs.
/// - A scope opened inside `apply` merges what it read into this one.
/// - If `apply` reads nothing, nothing is installed and `onChange` is not even evaluated.
///
/// Where this differs from toolchain 6.3, on purpose (the module documentation lists them all):
/// - A write from another thread between a read and the installation is not lost: the scope
///   fires at once, on the installing thread (swiftlang/swift #86719). The check is per object,
///   so a write to another property of an object the scope read also counts (a spurious but
///   harmless notification).
/// - A one-shot scope never fires twice, even with concurrent writers.
/// - A scope installed while a write is in progress (typically from another scope's `onChange`,
///   which runs at `willSet` and so reads the old value) fires at that write's `didSet`.
/// - A tracked write inside `onChange` does not re-enter the scope that is firing.
///
/// ```swift
/// let title = withObservationTracking {
///   library.searchText
/// } onChange: {
///   print("searchText will change")
/// }
/// ```
///
/// > Important: `onChange` runs on the writer's thread, inside the write, with no lock held.
/// > Re-entrancy: a tracked write made inside `onChange` notifies the other scopes observing
/// > that property, but not this one again (it was claimed before `onChange` ran), so it neither
/// > deadlocks nor recurses, and the update reaches every other observer. Because `onChange`
/// > runs before the outer write stores its value, a write to the *same* property inside
/// > `onChange` is overwritten by the outer write when it completes (as with the toolchain).
///
/// - Parameters:
///   - apply: The work whose reads are tracked.
///   - onChange: The closure to call once when a tracked property is about to change.
/// - Returns: The value `apply` returned.
/// - Complexity: O(*r*) for *r* distinct properties read, plus one registrar lock per object.
@inlinable
public func withObservationTracking<T>(
  _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  // Inlined so that the generic part (calling `apply`) is specialized in the caller; the rest is
  // non-generic.
  withUnsafeTemporaryAllocation(of: AccessList.self, capacity: 1) { buffer in
    let list = buffer.baseAddress!
    let previous = AccessList.open(list)
    let result = apply()
    AccessList.closeAndInstall(list, previous: previous, onChange: onChange)
    return result
  }
}

/// Runs `apply`, recording the tracked properties it reads, and installs a one-shot scope that
/// delivers the first event of the kinds in `options`.
///
/// This is the form a view runtime uses on every body evaluation: it names what fired and it
/// returns a token to cancel the scope when the view leaves the tree.
///
/// ```swift
/// let (body, tracking) = withObservationTracking(options: [.willSet, .deinit]) {
///   view.body
/// } onChange: { event in
///   log("\(event.typeName).\(event.propertyName ?? "?")")  // "Library.searchText"
/// }
/// node.tracking = tracking
/// ```
///
/// > Important: `onChange` runs at most once, synchronously on the thread that triggers the
/// > event (the writer, or the thread that releases the object), with no lock held, after every
/// > registration of the scope was removed. If another thread wrote to an object between the
/// > read and the installation, `onChange` runs at once on the calling thread, before this
/// > function returns, with a ``ObservationTracking/Event/Kind/changedBeforeInstall`` event.
///
/// - Parameters:
///   - options: The events that end the scope; `.willSet` mirrors the toolchain.
///   - apply: The work whose reads are tracked.
///   - onChange: Called once with the event that ended the scope.
/// - Returns: What `apply` returned, and the token that cancels the scope. Releasing the token
///   cancels the scope.
/// - Throws: What `apply` throws; nothing is installed then.
/// - Complexity: O(*r*) for *r* distinct properties read, plus one registrar lock per object.
@inlinable
public func withObservationTracking<T, Failure: Error>(
  options: ObservationTracking.Options,
  _ apply: () throws(Failure) -> T,
  onChange: @escaping @Sendable (ObservationTracking.Event) -> Void
) throws(Failure) -> (value: T, tracking: ObservationTracking) {
  // Inlined so that the generic part (calling `apply`) is specialized in the caller; the rest is
  // non-generic.
  try withUnsafeTemporaryAllocation(of: AccessList.self, capacity: 1) {
    (buffer) throws(Failure) -> (value: T, tracking: ObservationTracking) in
    let list = buffer.baseAddress!
    let previous = AccessList.open(list)
    let value: T
    do throws(Failure) {
      value = try apply()
    } catch {
      AccessList.closeAndDiscard(list, previous: previous)
      throw error
    }
    let tracking = AccessList.closeAndInstall(
      list, previous: previous, options: options, onChange: onChange)
    return (value, tracking)
  }
}

/// Runs `apply` now and again after every change to a tracked property it read, until the
/// returned token is cancelled or released.
///
/// Each run re-arms the observation with what that run read. Runs happen after the new value is
/// stored (at `didSet`), never overlap, and the last run starts after the last store, so `apply`
/// never sees a stale value: after `model.value = 10; model.value = 20` the last value it reads
/// is 20.
///
/// ```swift
/// let tracking = withContinuousObservation { event in
///   label.text = library.searchText
/// }
/// ```
///
/// > Important: `apply` runs first on the calling thread (with a `nil` event), then on the
/// > thread of each write that triggers it. When a write arrives while a run is in progress on
/// > another thread, that run is repeated instead (the writer does not wait), so runs are
/// > serialized without a lock held. Writes made by `apply` itself do not trigger it again.
///
/// - Parameter apply: The work to repeat; it receives the event that triggered the run, or `nil`
///   for the first run.
/// - Returns: The token that stops the observation. Releasing it stops the observation too.
public func withContinuousObservation(
  _ apply: @escaping @Sendable (ObservationTracking.Event?) -> Void
) -> ObservationTracking {
  let observer = ContinuousObserver(apply: apply)
  observer.trigger(nil)
  return ObservationTracking(target: .continuous(observer))
}
