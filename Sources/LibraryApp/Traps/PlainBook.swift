/// The trap of seed 002's third gap: a book that is a plain class, neither `Observable` nor
/// `ObservableObject`, in an observed array.
public final class PlainBook: TrapBook, @unchecked Sendable {
  // Safety: the workload writes a book from one task at a time, and the view graph reads it only
  // after awaiting that task.

  /// The book's identity.
  public let id: Int
  /// The book's title: a plain stored property, which notifies nobody.
  public var title: String

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
