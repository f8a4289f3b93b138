public import ReadTracking

/// A project: a name and its tasks.
public final class Project: Observable, Identifiable, @unchecked Sendable {
  // Safety: the workload writes a project from one task at a time, and the view graph reads it
  // only after awaiting that task; the registrar makes the notification itself
  // thread-safe.

  /// The registrar that tracks reads and notifies observers.
  public let observationRegistrar = ObservationRegistrar()
  /// The project's identity.
  public let id: Int
  /// The project's name.
  @Tracked public var name: String
  /// The tasks, in order.
  @Tracked public var todos: [Todo]

  /// A project named `name` holding `todos`.
  public init(id: Int, name: String, todos: [Todo]) {
    self.id = id
    self.name = name
    self.todos = todos
  }
}
