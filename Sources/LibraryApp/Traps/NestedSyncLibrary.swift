public import BeforeMigration
public import PublishOnWrite

/// The trap "nested `ObservableObject`": variant A's library, whose sync state lives in an
/// `ObservableObject` held by a property.
///
/// Writing `isSyncing` publishes on the inner `SyncState`, which no view observes: the views
/// hold the library, whose `objectWillChange` stays silent.
public final class NestedSyncLibrary: ObservableObject, TrapLibrary, @unchecked Sendable {
  // Safety: the workload writes the library from one task at a time, and the view graph reads
  // it only after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// The books, in display order.
  @Published public var books: [Book]
  /// The text typed into the search field.
  @Published public var searchText = ""
  /// The sync's state, an `ObservableObject` of its own.
  public let sync = SyncState()

  /// Whether a sync is running, kept in `sync`.
  public var isSyncing: Bool {
    get { sync.isSyncing }
    set { sync.isSyncing = newValue }
  }

  /// Creates a library of `bookCount` books.
  ///
  /// - Parameter bookCount: How many books the library starts with.
  public init(bookCount: Int) {
    books = Self.initialBooks(bookCount)
  }
}
