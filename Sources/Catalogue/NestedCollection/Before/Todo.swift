public import PublishOnWrite

/// A task: a title, and whether it is done.
public final class Todo: ObservableObject, Identifiable, @unchecked Sendable {
  // Safety: the workload writes a task from one task at a time, and the view graph reads it
  // only after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// The task's identity.
  public let id: Int
  /// The title.
  @Published public var title: String
  /// Whether the task is done.
  @Published public var isDone = false

  /// A task titled `title`, not done.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
