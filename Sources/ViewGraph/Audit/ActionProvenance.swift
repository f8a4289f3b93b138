import ReadTracking

/// A `@State` value that an action (`onAppear`, `onChange`) set from tracked properties it read
/// outside any body, and whether one of those properties changed since.
struct ActionProvenance {
  let nodeID: Int
  /// The state's field label, such as `_status`.
  let label: String
  let watch: ActionReadWatch
  let tracking: ObservationScope
}

/// Learns, from the writer's thread, that a property an action read is about to change.
final class ActionReadWatch: Sendable {
  private struct State {
    /// Whether the action has returned: the action's own writes are not changes since.
    var isArmed = false
    var change: EvaluationReason?
  }

  // ReadTracking's pthread lock, which the thread sanitizer sees (it does not see `Mutex`).
  private let state = Lock(State())

  /// Starts counting changes: called when the action returns.
  func arm() {
    state.withLock { $0.isArmed = true }
  }

  /// Records the first change after the action returned.
  func record(_ reason: EvaluationReason) {
    state.withLock { state in
      if state.isArmed && state.change == nil { state.change = reason }
    }
  }

  /// The first property that changed after the action, such as `Library.isSyncing`.
  var change: EvaluationReason? {
    state.withLock { $0.change }
  }
}
