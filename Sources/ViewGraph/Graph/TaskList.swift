/// The tasks that `.task` modifiers started, which a host can await.
final class TaskList {
  private(set) var tasks: [Task<Void, Never>] = []

  /// Starts `operation` on the main actor and remembers it.
  func start(_ operation: MainActorOperation) -> Task<Void, Never> {
    let task = Task { @MainActor in await operation.run() }
    tasks.append(task)
    return task
  }

  /// Takes the tasks started so far.
  func takeAll() -> [Task<Void, Never>] {
    defer { tasks = [] }
    return tasks
  }
}
