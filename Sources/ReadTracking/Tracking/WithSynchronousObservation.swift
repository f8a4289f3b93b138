/// Runs `apply` now and again, synchronously on the writing thread, after every change to a
/// tracked property it read, until the returned token is cancelled or released.
///
/// This is not SE-0506's ``withContinuousObservation(options:apply:)``, which calls `apply` on
/// the caller's isolation after a change, coalescing a burst of writes into one call: this form
/// runs on each writer's thread at `didSet`, for a mirror that must never lag behind the model.
///
/// Each run re-arms the observation with what that run read. Runs happen after the new value is
/// stored (at `didSet`), never overlap, and the last run starts after the last store, so `apply`
/// never sees a stale value: after `model.value = 10; model.value = 20` the last value it reads
/// is 20.
///
/// ```swift
/// let tracking = withSynchronousObservation { event in
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
public func withSynchronousObservation(
  _ apply: @escaping @Sendable (ObservationTracking.Event?) -> Void
) -> ObservationScope {
  let observer = SynchronousObserver(apply: apply)
  observer.trigger(nil)
  return ObservationScope(continuous: observer)
}

/// Runs `apply` now and again, synchronously on the writing thread, after every change to a
/// tracked property it read: the former name of ``withSynchronousObservation(_:)``.
///
/// - Parameter apply: The work to repeat; it receives the event that triggered the run, or `nil`
///   for the first run.
/// - Returns: The token that stops the observation.
@available(
  *, deprecated, renamed: "withSynchronousObservation(_:)",
  message:
    "SE-0506's withContinuousObservation(options:apply:) calls apply on the caller's isolation"
)
public func withContinuousObservation(
  _ apply: @escaping @Sendable (ObservationTracking.Event?) -> Void
) -> ObservationScope {
  withSynchronousObservation(apply)
}
