/// What a primitive node keeps between expansions: the task a `.task` modifier started.
final class PrimitiveState {
  /// Where the graph keeps every task a `.task` modifier started, so a host can await them.
  let tasks: TaskList
  /// The task this node started and has not cancelled.
  var task: Task<Void, Never>?

  init(tasks: TaskList) {
    self.tasks = tasks
  }
}
