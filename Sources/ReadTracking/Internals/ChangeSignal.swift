import Synchronization

/// A one-slot "something changed" flag that one task awaits and any thread raises.
///
/// Raising before the wait is remembered; several raises before one wait count once (that is
/// the coalescing of ``Observations``). Cancelling the waiting task ends the wait.
final class ChangeSignal: Sendable {
  private struct State {
    var raised = false
    var waiter: CheckedContinuation<Void, Never>?
  }

  private let state = Lock(State())

  /// Raises the flag, resuming the waiter if there is one.
  func fire() {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      if let waiter = state.waiter {
        state.waiter = nil
        return waiter
      }
      state.raised = true
      return nil
    }
    waiter?.resume()
  }

  /// Waits until the flag is raised (and lowers it), or until the task is cancelled.
  func wait() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state -> Bool in
          if state.raised || Task.isCancelled {
            state.raised = false
            return true
          }
          state.waiter = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      fire()
    }
  }
}
