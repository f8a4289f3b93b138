/// What a primitive node that has children keeps between expansions: the task a `.task` modifier
/// started, whether a sheet was presented, a lazy container's viewport and parked rows, an
/// `onReceive` subscription.
///
/// Kept here rather than in every ``Node``, so that leaves and custom views do not pay for it.
final class PrimitiveState {
  /// Where the graph keeps every task a `.task` modifier started, so a host can await them.
  let tasks: TaskList
  /// The task this node started and has not cancelled.
  var task: Task<Void, Never>?
  /// Whether the sheet of this node was presented at its last expansion, or whether this
  /// navigation link is followed.
  var isPresenting = false
  /// For a lazy container: the first row inside the viewport.
  var firstVisibleRow = 0
  /// For a lazy container: how many rows it had at its last expansion.
  var rowCount = 0
  /// For a lazy container: the rows outside the viewport, detached but with their state.
  var parkedRows: [IdentityKey: Node] = [:]
  /// What the primitive keeps for the identity's lifetime (an `onReceive` subscription);
  /// released when the identity leaves.
  var storage: AnyObject?
  /// The node's identity path, once it has been asked for.
  var path: String?

  init(tasks: TaskList) {
    self.tasks = tasks
  }
}
