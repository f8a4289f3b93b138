public import BeforeMigration
public import ViewGraph

/// The dashboard: it reads the book count at its top and passes the whole library down.
public struct Dashboard: View {
  @ObservedObject var library: Library

  /// The dashboard over `library`.
  public init(library: Library) {
    _library = ObservedObject(wrappedValue: library)
  }

  /// The content.
  public var body: some View {
    let count = library.books.count
    VStack {
      Text("\(count) books")
      SyncBanner(library: library)
      Shortcuts(onSync: { library.isSyncing = true })
      BookGrid(library: library)
    }
  }
}
