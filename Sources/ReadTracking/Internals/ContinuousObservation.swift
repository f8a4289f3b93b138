/// The engine of ``withContinuousObservation(options:apply:)``: calls `apply` on its isolation,
/// installs SE-0506's one-shot observation over what it read, and, when that observation is
/// told of a change, schedules the next call on the isolation.
///
/// A call is scheduled at most once at a time: the changes told before it runs are coalesced
/// into it, and it receives the last of their events.
final class ContinuousObservation: ObservationCancelling, Sendable {
  private struct State {
    var cancelled = false
    /// Whether a call is enqueued and has not started yet.
    var scheduled = false
    /// The event the next call receives (the last one told).
    var pending: ObservationTracking.Event?
    /// The one-shot observation of the last call's reads.
    var installed: (any ObservationCancelling)?
  }

  /// `apply`'s signature, as a plain synchronous function.
  private typealias Apply = (borrowing ObservationTracking.Event) -> Void

  private let state = Lock(State())
  private let options: ObservationTracking.Options
  private let apply: @isolated(any) @Sendable (borrowing ObservationTracking.Event) -> Void

  init(
    options: ObservationTracking.Options,
    apply: @escaping @isolated(any) @Sendable (borrowing ObservationTracking.Event) -> Void
  ) {
    self.options = options
    self.apply = apply
  }

  /// Schedules a call of `apply` with `event`, unless one is already scheduled (it will receive
  /// `event` instead) or the observation was cancelled.
  func schedule(_ event: ObservationTracking.Event) {
    let start = state.withLock { state -> Bool in
      guard !state.cancelled else { return false }
      state.pending = event
      state.installed = nil
      guard !state.scheduled else { return false }
      state.scheduled = true
      return true
    }
    guard start else { return }
    let isolation = apply.isolation
    Task { await self.run(isolation: isolation) }
  }

  func cancelObservation() {
    let installed = state.withLock { state in
      state.cancelled = true
      state.pending = nil
      return state.installed.take()
    }
    installed?.cancelObservation()
  }

  /// Calls `apply` on its isolation with the pending event, tracking what it reads, then
  /// installs the observation of those reads.
  ///
  /// `apply` is called synchronously: the access list is current on this thread from its first
  /// read to its last, with no suspension in between, so no other work can read into it.
  private func run(isolation: isolated (any Actor)?) {
    guard
      let event = state.withLock({ state -> ObservationTracking.Event? in
        state.scheduled = false
        return state.pending.take()
      })
    else { return }
    precondition(
      isolation.map(ObjectIdentifier.init) == apply.isolation.map(ObjectIdentifier.init),
      "ReadTracking: a continuous observation was called off its isolation")
    // Safety: an `@isolated(any)` function value is a thick function (its isolation travels in
    // its context) whose body is synchronous, so it can be called as the plain function type of
    // the same signature; doing so skips only the hop to its isolation, which this function
    // holds (checked above).
    let apply = unsafeBitCast(apply, to: Apply.self)
    let ((), reads) = AccessList.collect { apply(event.delivered(as: event.kind, by: self)) }
    let installed = ObservationTracking.install(reads, options: options) { [weak self] event in
      self?.schedule(event)
    }
    // A change told during the installation (a write that raced it) already scheduled the next
    // call, which will install its own observation.
    let stale = state.withLock { state -> (any ObservationCancelling)? in
      guard !state.cancelled, !state.scheduled else { return installed }
      state.installed = installed
      return nil
    }
    stale?.cancelObservation()
  }
}
