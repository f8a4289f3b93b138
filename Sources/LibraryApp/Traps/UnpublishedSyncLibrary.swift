public import BeforeMigration
public import PublishOnWrite

/// The trap "write to a property that is not `@Published`": variant A's library, whose
/// `isSyncing` is a plain stored property.
///
/// Writing it sends no `objectWillChange`: when a sync starts, the sync indicator and the rows'
/// badges keep showing what they showed, until some `@Published` write recomputes them.
public final class UnpublishedSyncLibrary: ObservableObject, TrapLibrary, @unchecked Sendable {
  // Safety: the workload writes the library from one task at a time, and the view graph reads
  // it only after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// The books, in display order.
  @Published public var books: [Book]
  /// The text typed into the search field.
  @Published public var searchText = ""
  /// Whether a sync is running: not `@Published`.
  public var isSyncing = false

  /// Creates a library of `bookCount` books.
  ///
  /// - Parameter bookCount: How many books the library starts with.
  public init(bookCount: Int) {
    books = Self.initialBooks(bookCount)
  }
}
