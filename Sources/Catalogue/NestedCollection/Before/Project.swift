public import PublishOnWrite

/// A project: a name and its tasks.
public final class Project: ObservableObject, Identifiable, @unchecked Sendable {
  // Safety: the workload writes a project from one task at a time, and the view graph reads it
  // only after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// The project's identity.
  public let id: Int
  /// The project's name.
  @Published public var name: String
  /// The tasks, in order.
  @Published public var todos: [Todo]

  /// A project named `name` holding `todos`.
  public init(id: Int, name: String, todos: [Todo]) {
    self.id = id
    self.name = name
    self.todos = todos
  }
}
