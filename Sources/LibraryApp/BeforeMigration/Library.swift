public import PublishOnWrite

/// The library, before the migration: every write to any of its properties sends
/// `objectWillChange`, and every view that holds the library recomputes.
public final class Library: ObservableObject, @unchecked Sendable {
  // Safety: the workload writes the library from one task at a time, and the view graph reads
  // it only after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// The books, in display order.
  @Published public var books: [Book]
  /// The text typed into the search field.
  @Published public var searchText = ""
  /// Whether a sync is running.
  @Published public var isSyncing = false
  private var nextID: Int

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
