public import MechanicalPort
public import ViewGraph

/// The dashboard: it reads the book count at its top and passes the whole library down.
public struct Dashboard: View {
  let library: Library

  /// The dashboard over `library`.
  public init(library: Library) {
    self.library = library
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
