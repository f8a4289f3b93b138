public import ReadTracking

/// The library the dashboard shows.
public final class Library: Observable, @unchecked Sendable {
  // Safety: the workload writes from one task at a time and the view graph reads only after
  // awaiting it; the registrar makes the notification itself thread-safe.
  /// The registrar that tracks reads of the properties.
  public let observationRegistrar = ObservationRegistrar()
  /// The books, in display order.
  @Tracked public var books: [Book]
  /// Whether a sync is running.
  @Tracked public var isSyncing = false
  private var nextID: Int

  /// A library of `bookCount` books.
  public init(bookCount: Int) {
    books = (0..<bookCount).map { Book(id: $0, title: "Book \($0)") }
    nextID = bookCount
  }

  /// Appends a new book.
  public func add(title: String) {
    books.append(Book(id: nextID, title: title))
    nextID += 1
  }
}
