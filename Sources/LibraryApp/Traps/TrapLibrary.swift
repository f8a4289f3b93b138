/// What the screens of the traps need of a library, in either model: the members of the
/// reference screen's `Library`.
public protocol TrapLibrary: AnyObject {
  /// The library's book type.
  associatedtype Book: TrapBook

  /// The books, in display order.
  var books: [Book] { get }
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
}

extension TrapLibrary {
  /// The id for the next book: one more than the largest id in the library.
  var nextBookID: Int {
    (books.map(\.id).max() ?? -1) + 1
  }
}
