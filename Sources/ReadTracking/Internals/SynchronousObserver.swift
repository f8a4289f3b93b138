import Synchronization

/// The engine of ``withSynchronousObservation(_:)``: runs the user's closure, installs a one-shot
/// `didSet` scope over what it read, and runs it again when that scope fires.
///
/// Runs are serialized by a lock-free phase machine, so no lock is held while user code runs:
/// a trigger that finds a run in progress marks it dirty and returns; the running thread repeats
/// the run until no trigger arrived during it.
final class SynchronousObserver: @unchecked Sendable {
  // Safety: `phase` is atomic; `pending` and `scope` are only touched under their locks;
  // `apply` is immutable.

  private static let idle = 0
  private static let running = 1
  private static let dirty = 2
  private static let cancelled = 3

  private let apply: @Sendable (ObservationTracking.Event?) -> Void
  private let phase = Atomic<Int>(SynchronousObserver.idle)
  private let pending = Lock<ObservationTracking.Event?>(nil)
  private let scope = Lock<ObservationScope?>(nil)

  init(apply: @escaping @Sendable (ObservationTracking.Event?) -> Void) {
    self.apply = apply
  }

  var isCancelled: Bool { phase.load(ordering: .sequentiallyConsistent) == Self.cancelled }

  /// Runs the closure now, or makes the run in progress repeat.
  func trigger(_ event: ObservationTracking.Event?) {
    pending.withLock { $0 = event }
    while true {
      let current = phase.load(ordering: .sequentiallyConsistent)
      if current == Self.cancelled || current == Self.dirty { return }
      let next = current == Self.idle ? Self.running : Self.dirty
      if phase.compareExchange(expected: current, desired: next, ordering: .sequentiallyConsistent)
        .exchanged
      {
        if current == Self.idle { runUntilClean() }
        return
      }
    }
  }

  /// Stops the observation; a run in progress finishes but installs nothing that outlives it.
  func cancel() {
    phase.store(Self.cancelled, ordering: .sequentiallyConsistent)
    scope.withLock { $0.take() }?.cancel()
  }

  private func runUntilClean() {
    while true {
      scope.withLock { $0.take() }?.cancel()
      let event = pending.withLock { $0.take() }
      let (_, reads) = AccessList.collect { apply(event) }
      let installed = ObservationScope.install(
        consume reads, options: .didSet,
        handler: .event { [weak self] event in self?.trigger(event) })
      scope.withLock { $0 = installed }
      if phase.compareExchange(
        expected: Self.running, desired: Self.idle, ordering: .sequentiallyConsistent
      ).exchanged {
        return
      }
      // Dirty: run again. Cancelled: drop what was installed.
      if !phase.compareExchange(
        expected: Self.dirty, desired: Self.running, ordering: .sequentiallyConsistent
      ).exchanged {
        scope.withLock { $0.take() }?.cancel()
        return
      }
    }
  }
}
