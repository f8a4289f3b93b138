public import PublishOnWrite

/// A document in the library, before the migration: an `ObservableObject` whose title publishes
/// every write.
public final class Book: ObservableObject, Identifiable, @unchecked Sendable {
  // Safety: the workload writes a book from one task at a time, and the view graph reads it only
  // after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// The book's identity; it never changes.
  public let id: Int
  /// The book's title.
  @Published public var title: String

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
