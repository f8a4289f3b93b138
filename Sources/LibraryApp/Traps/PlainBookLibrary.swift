public import ReadTracking

/// The trap "collection of plain classes": the reference library, whose books are plain classes.
///
/// The array is tracked: appending and removing update the list. A rename changes a book's
/// `title`, which nothing observes: its row keeps the old title.
public final class PlainBookLibrary: Observable, TrapLibrary, @unchecked Sendable {
  // Safety: the workload writes the library from one task at a time, and the view graph reads
  // it only after awaiting that task; the registrar makes the notification itself thread-safe.

  /// The registrar that records reads of this library's tracked properties.
  public let observationRegistrar = ObservationRegistrar()
  /// The books, in display order.
  @Tracked public var books: [PlainBook]
  /// The text typed into the search field.
  @Tracked public var searchText = ""
  /// Whether a sync is running.
  @Tracked public var isSyncing = false

  /// Creates a library of `bookCount` books.
  ///
  /// - Parameter bookCount: How many books the library starts with.
  public init(bookCount: Int) {
    books = (0..<bookCount).map { PlainBook(id: $0, title: "Book \($0)") }
  }

  /// Appends a new book.
  ///
  /// - Parameter title: The new book's title.
  public func add(title: String) {
    books.append(PlainBook(id: nextBookID, title: title))
  }

  /// Removes a book.
  ///
  /// - Parameter book: The book to remove.
  public func remove(_ book: PlainBook) {
    books.removeAll { $0 === book }
  }
}
