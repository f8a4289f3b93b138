/// What the screens of the traps need of a library, in either model: the members of the
/// reference screen's `Library`.
public protocol TrapLibrary: AnyObject {
  /// The library's book type.
  associatedtype Book: TrapBook

  /// The books, in display order.
  var books: [Book] { get set }
  /// The text typed into the search field.
  var searchText: String { get set }
  /// Whether a sync is running.
  var isSyncing: Bool { get set }
  /// Appends a new book.
  ///
  /// - Parameter title: The new book's title.
  func add(title: String)
  /// Removes a book.
  ///
  /// - Parameter book: The book to remove.
  func remove(_ book: Book)
}

/// What the screens of the traps need of a book: an identity and a title.
public protocol TrapBook: AnyObject, Identifiable where ID == Int {
  /// The book's title.
  var title: String { get set }

  /// Creates a book.
  ///
  /// - Parameters:
  ///   - id: The book's identity.
  ///   - title: The book's title.
  init(id: Int, title: String)
}

extension TrapLibrary {
  /// Appends a new book, with an id one more than the largest in the library.
  ///
  /// - Parameter title: The new book's title.
  public func add(title: String) {
    books.append(Book(id: (books.map(\.id).max() ?? -1) + 1, title: title))
  }

  /// Removes a book.
  ///
  /// - Parameter book: The book to remove.
  public func remove(_ book: Book) {
    books.removeAll { $0 === book }
  }

  /// The books of a new library, with ids from 0 and titles `Book 0`, `Book 1` and so on.
  ///
  /// - Parameter bookCount: How many books.
  /// - Returns: The books.
  static func initialBooks(_ bookCount: Int) -> [Book] {
    (0..<bookCount).map { Book(id: $0, title: "Book \($0)") }
  }
}
