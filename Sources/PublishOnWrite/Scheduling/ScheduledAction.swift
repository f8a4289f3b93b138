/// A scheduler's action, carried to the thread that runs it.
///
/// Safety: `@unchecked Sendable` because a ``Scheduler`` runs each action exactly once, on its
/// own context, which is the contract Combine's schedulers give their plain closures: what the
/// action captures is handed over to that context, not shared.
struct ScheduledAction: @unchecked Sendable {
  let run: () -> Void
}
