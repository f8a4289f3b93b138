public import ReadTracking

/// The library, after the migration: each property is tracked on its own, so a write
/// invalidates only the views that read that property.
public final class Library: Observable, @unchecked Sendable {
  // Safety: the workload writes the library from one task at a time, and the view graph reads
  // it only after awaiting that task; the registrar makes the notification itself thread-safe.

  /// The registrar that records reads of this library's tracked properties.
  public let observationRegistrar = ObservationRegistrar()
  /// The books, in display order.
  @Tracked public var books: [Book]
  /// The text typed into the search field.
  @Tracked public var searchText = ""
  /// Whether a sync is running.
  @Tracked public var isSyncing = false
  @ObservationIgnored private var nextID: Int

  /// Creates a library of `bookCount` books titled `Book 0`, `Book 1`, and so on.
  ///
  /// - Parameter bookCount: How many books the library starts with.
  public init(bookCount: Int) {
    books = (0..<bookCount).map { Book(id: $0, title: "Book \($0)") }
    nextID = bookCount
  }

  /// Appends a new book.
  ///
  /// - Parameter title: The new book's title.
  public func add(title: String) {
    books.append(Book(id: nextID, title: title))
    nextID += 1
  }

  /// Removes `book` from the library.
  ///
  /// - Parameter book: The book to remove; nothing happens if it is not in the library.
  public func remove(_ book: Book) {
    books.removeAll { $0 === book }
  }
}
