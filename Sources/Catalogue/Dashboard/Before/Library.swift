public import PublishOnWrite

/// The library the dashboard shows.
public final class Library: ObservableObject, @unchecked Sendable {
  // Safety: the workload writes from one task at a time and the view graph reads only after
  // awaiting it; `@Published` makes the delivery itself thread-safe.
  /// The books, in display order.
  @Published public var books: [Book]
  /// Whether a sync is running.
  @Published public var isSyncing = false
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
