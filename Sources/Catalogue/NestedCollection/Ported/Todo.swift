public import ReadTracking

/// A task: a title, and whether it is done.
public final class Todo: Observable, Identifiable, @unchecked Sendable {
  // Safety: the workload writes a task from one task at a time, and the view graph reads it
  // only after awaiting that task; the registrar makes the notification itself
  // thread-safe.

  /// The registrar that tracks reads and notifies observers.
  public let observationRegistrar = ObservationRegistrar()
  /// The task's identity.
  public let id: Int
  /// The title.
  @Tracked public var title: String
  /// Whether the task is done.
  @Tracked public var isDone = false

  /// A task titled `title`, not done.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
