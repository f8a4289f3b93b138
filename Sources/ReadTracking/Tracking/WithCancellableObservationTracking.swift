/// Runs `apply`, recording the tracked properties it reads, and installs a one-shot scope that
/// delivers the first event of the kinds in `options`, and can be cancelled before it fires.
///
/// This is the form a view runtime uses on every body evaluation: it names what fired and it
/// returns a token to cancel the scope when the view leaves the tree. SE-0506's
/// ``withObservationTracking(options:_:onChange:)`` has no token: its observation stays
/// installed until it fires.
///
/// A scope delivers exactly one event, the first of the selected kinds, and then ends:
/// `[.willSet, .deinit]` means "tell me when a property I read is about to change, or when an
/// object I read from is deallocated, whichever comes first". Selecting both `.willSet` and
/// `.didSet` behaves as `.willSet` (the `willSet` of a write always comes first); SE-0506's form
/// delivers both.
///
/// ```swift
/// let (body, tracking) = withCancellableObservationTracking(options: [.willSet, .deinit]) {
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
/// > function returns, with an event whose ``ObservationTracking/Event/changedBeforeInstall`` is
/// > `true`.
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
public func withCancellableObservationTracking<T, Failure: Error>(
  options: ObservationTracking.Options,
  _ apply: () throws(Failure) -> T,
  onChange: @escaping @Sendable (ObservationTracking.Event) -> Void
) throws(Failure) -> (value: T, tracking: ObservationScope) {
  // Inlined so that the generic part (calling `apply`) is specialized in the caller; the rest is
  // non-generic.
  var tracking: ObservationScope?
  let value = try ObservationTracking.track(apply) { list, previous in
    tracking = AccessList.closeAndInstall(
      list, previous: previous, options: options, onChange: onChange)
  }
  return (value, tracking!)
}

/// ``withCancellableObservationTracking(options:_:onChange:)`` for work done again, such as a
/// body evaluated again, whose scope replaces the last run's, `current`.
///
/// When `apply` reads exactly what `current` observes (the same properties of one object, in
/// the same order) and nothing was written to that object since the reads, `current` is kept,
/// still installed: no scope is made, installed or cancelled. Otherwise a new scope is installed
/// as the public form does, `current` is cancelled, and the new scope (or `nil`, when `apply`
/// read nothing) takes its place; either way, a write fires exactly what a new scope would.
///
/// - Parameters:
///   - options: The events that end the scope.
///   - current: The scope of the last run of the same work, or `nil`; its handler must do
///     what `onChange` does.
///   - apply: The work whose reads are tracked.
///   - onChange: Makes the handler called once with the event that ended a new scope; called
///     only when a new scope is installed (so that keeping a scope, or reading nothing, makes no
///     handler).
/// - Returns: What `apply` returned.
/// - Throws: What `apply` throws; nothing is installed or cancelled then.
@inlinable
package func withCancellableObservationTracking<T, Failure: Error>(
  options: ObservationTracking.Options, replacing current: inout ObservationScope?,
  _ apply: () throws(Failure) -> T,
  onChange: () -> @Sendable (ObservationTracking.Event) -> Void
) throws(Failure) -> T {
  try ObservationTracking.track(apply) { list, previous in
    AccessList.closeAndReplace(
      list, previous: previous, options: options, current: &current, onChange: onChange)
  }
}

/// ``withCancellableObservationTracking(options:replacing:_:onChange:)`` whose new scope calls
/// `dispatcher` with its event and `id`: the handler is shared, so a new scope makes no handler.
///
/// - Parameters:
///   - options: The events that end the scope.
///   - current: The scope of the last run of the same work, or `nil`; it must have been made
///     with the same dispatcher and id (or a handler that does what they do).
///   - apply: The work whose reads are tracked.
///   - dispatcher: What a new scope calls, once, with the event that ended it and `id`;
///     evaluated only when a new scope is installed.
///   - id: The number of the work's subject (a view runtime's node id).
/// - Returns: What `apply` returned.
/// - Throws: What `apply` throws; nothing is installed or cancelled then.
@inlinable
package func withCancellableObservationTracking<T, Failure: Error>(
  options: ObservationTracking.Options, replacing current: inout ObservationScope?,
  _ apply: () throws(Failure) -> T,
  dispatchingTo dispatcher: @autoclosure () -> ObservationDispatcher,
  id: Int
) throws(Failure) -> T {
  try ObservationTracking.track(apply) { list, previous in
    AccessList.closeAndReplace(
      list, previous: previous, options: options, current: &current, dispatcher: dispatcher,
      id: id)
  }
}
