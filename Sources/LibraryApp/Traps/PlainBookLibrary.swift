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
    books = Self.initialBooks(bookCount)
  }
}
