public import ViewGraph

/// The library screen before the migration: it owns the library as a `@StateObject` and hands
/// it to every view below with `.environmentObject(_:)`.
public struct LibraryScreen: View {
  @StateObject var library: Library

  /// Creates the screen; the library is created on the screen's first appearance only.
  ///
  /// - Parameter library: Makes the library the screen owns.
  public init(library: @autoclosure @escaping () -> Library) {
    _library = StateObject(wrappedValue: library())
  }

  /// The book count, the search field, the sync indicator and the list.
  public var body: some View {
    VStack {
      Text("\(library.books.count) books")
      SearchField()
      SyncIndicator()
      BookList(onDelete: { library.remove($0) })
    }
    .environmentObject(library)
  }
}
