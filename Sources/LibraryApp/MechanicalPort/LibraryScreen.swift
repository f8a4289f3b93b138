public import ViewGraph

/// The library screen after the mechanical port: `@StateObject` became `@State` and
/// `.environmentObject(_:)` became `.environment(_:)`; the body is unchanged, so it still reads
/// the book count itself.
public struct LibraryScreen: View {
  @State var library: Library

  /// Creates the screen; the library it is given on its first appearance is the one it keeps.
  ///
  /// - Parameter library: The library the screen owns.
  public init(library: Library) {
    _library = State(initialValue: library)
  }

  /// The book count, the search field, the sync indicator and the list.
  public var body: some View {
    VStack {
      Text("\(library.books.count) books")
      SearchField()
      SyncIndicator()
      BookList(onDelete: { library.remove($0) })
    }
    .environment(library)
  }
}
