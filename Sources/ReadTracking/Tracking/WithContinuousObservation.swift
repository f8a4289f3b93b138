/// Calls `apply` on the caller's isolation, first with an ``ObservationTracking/Event/Kind/initial``
/// event, then again after each change to a tracked property it read, until the returned token
/// is cancelled or dropped: SE-0506's continuous observation, as swiftlang/swift ships it.
///
/// Each call is tracked on its own: the next one is due after a change to what *that* call
/// read. It runs at the next suspension point of the isolation `apply` inherits (on the main
/// actor when called there), so a burst of writes made there without suspending is coalesced
/// into one call, which receives the last event told (the `.didSet` of the last write when
/// `options` has `.didSet`).
///
/// ```swift
/// @MainActor final class Controller {
///   let synchronization: ObservationTracking.Token
///
///   init(label: Label, library: Library) {
///     synchronization = withContinuousObservation(options: .willSet) { event in
///       label.text = library.searchText
///     }
///   }
/// }
/// ```
///
/// > Important: The first call is not made before this function returns: like every later
/// > one, it is enqueued on the isolation. Calling ``ObservationTracking/Event/cancel()`` from
/// > `apply` stops the observation, as cancelling the token does.
///
/// - Parameters:
///   - options: Which changes schedule the next call: `.willSet`, `.didSet`, `.deinit`.
///   - apply: The work to repeat, isolated as its context; it receives what scheduled it.
/// - Returns: The token that keeps the observation; dropping it stops the observation.
public func withContinuousObservation(
  options: ObservationTracking.Options,
  @_inheritActorContext apply:
    @escaping @isolated(any) @Sendable (
      borrowing ObservationTracking.Event
    ) -> Void
) -> ObservationTracking.Token {
  let observation = ContinuousObservation(options: options, apply: apply)
  observation.schedule(.initial)
  return ObservationTracking.Token(observation)
}

/// Calls `apply` on the caller's isolation, first with an ``ObservationTracking/Event/Kind/initial``
/// event, then again after each change to what it read: the spelling of SE-0506's proposal
/// text for ``withContinuousObservation(options:apply:)``, which it calls.
///
/// - Parameters:
///   - options: Which changes schedule the next call: `.willSet`, `.didSet`, `.deinit`.
///   - apply: The work to repeat, isolated as its context; it receives what scheduled it.
/// - Returns: The token that keeps the observation; dropping it stops the observation.
public func withContinuousObservationTracking(
  options: ObservationTracking.Options,
  @_inheritActorContext apply:
    @escaping @isolated(any) @Sendable (
      borrowing ObservationTracking.Event
    ) -> Void
) -> ObservationTracking.Token {
  withContinuousObservation(options: options, apply: apply)
}
