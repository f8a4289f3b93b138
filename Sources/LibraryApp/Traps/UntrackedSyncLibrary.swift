public import MechanicalPort
public import ReadTracking

/// The trap "computed property over unobserved storage": the reference library, whose
/// `isSyncing` is a computed property over a plain stored property.
///
/// Reading `isSyncing` reports nothing to the registrar, so no view depends on it: when a sync
/// starts, the sync indicator and the rows' badges keep showing what they showed.
public final class UntrackedSyncLibrary: Observable, TrapLibrary, @unchecked Sendable {
  // Safety: the workload writes the library from one task at a time, and the view graph reads
  // it only after awaiting that task; the registrar makes the notification itself thread-safe.

  /// The registrar that records reads of this library's tracked properties.
  public let observationRegistrar = ObservationRegistrar()
  /// The books, in display order.
  @Tracked public var books: [Book]
  /// The text typed into the search field.
  @Tracked public var searchText = ""
  private var syncing = false

  /// Whether a sync is running: computed over storage the registrar never hears about.
  public var isSyncing: Bool {
    get { syncing }
    set { syncing = newValue }
  }

  /// Creates a library of `bookCount` books.
  ///
  /// - Parameter bookCount: How many books the library starts with.
  public init(bookCount: Int) {
    books = Self.initialBooks(bookCount)
  }
}
