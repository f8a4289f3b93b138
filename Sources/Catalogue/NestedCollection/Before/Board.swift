public import PublishOnWrite

/// The projects of a board, each holding its tasks.
public final class Board: ObservableObject, @unchecked Sendable {
  // Safety: the workload writes the board from one task at a time, and the view graph reads it
  // only after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// The projects, in order.
  @Published public var projects: [Project]

  /// A board of 3 projects of `taskCount` tasks each, task `i` of project `p` numbered
  /// `p * taskCount + i`.
  public init(taskCount: Int) {
    projects = ["Home", "Work", "Garden"].enumerated().map { index, name in
      Project(
        id: index, name: name,
        todos: (0..<taskCount).map {
          Todo(id: index * taskCount + $0, title: "Task \(index * taskCount + $0)")
        })
    }
  }

  /// Moves `todo` from the project that holds it to the end of `project`.
  ///
  /// - Parameters:
  ///   - todo: The task.
  ///   - project: The project it moves to.
  public func move(_ todo: Todo, to project: Project) {
    for source in projects where source.todos.contains(where: { $0 === todo }) {
      source.todos.removeAll { $0 === todo }
    }
    project.todos.append(todo)
  }

  /// The project after the one that holds `todo`, the first after the last.
  ///
  /// - Parameter todo: The task.
  /// - Returns: The project it would move to.
  public func project(after todo: Todo) -> Project {
    let index = projects.firstIndex { $0.todos.contains { $0 === todo } } ?? 0
    return projects[(index + 1) % projects.count]
  }
}
