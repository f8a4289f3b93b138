/// What a primitive node keeps between expansions: the task a `.task` modifier started, whether
/// a sheet was presented.
final class PrimitiveState {
  /// Where the graph keeps every task a `.task` modifier started, so a host can await them.
  let tasks: TaskList
  /// The task this node started and has not cancelled.
  var task: Task<Void, Never>?
  /// Whether the sheet of this node was presented at its last expansion, or whether this
  /// navigation link is followed.
  var isPresenting = false

  init(tasks: TaskList) {
    self.tasks = tasks
  }
}
