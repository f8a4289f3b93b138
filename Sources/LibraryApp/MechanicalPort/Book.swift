public import ReadTracking

/// A document in the library, after the migration: an `Observable` class whose title is
/// tracked, so only the views that read it recompute when it changes.
public final class Book: Observable, Identifiable, @unchecked Sendable {
  // Safety: the workload writes a book from one task at a time, and the view graph reads it only
  // after awaiting that task; the registrar makes the notification itself thread-safe.

  /// The registrar that records reads of this book's tracked properties.
  public let observationRegistrar = ObservationRegistrar()
  /// The book's identity; it never changes, so it is not tracked.
  public let id: Int
  /// The book's title.
  @Tracked public var title: String

  /// Creates a book.
  ///
  /// - Parameters:
  ///   - id: The book's identity.
  ///   - title: The book's title.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
