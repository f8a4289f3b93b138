public import PublishOnWrite
public import ViewGraph

/// The library screen of variant A (publish-on-write), over any `ObservableObject` library: the
/// screen of the publish-on-write traps.
public struct PublishedLibraryScreen<Library: TrapLibrary & ObservableObject>: View
where Library.Book: ObservableObject {
  @StateObject var library: Library

  /// Creates the screen.
  ///
  /// - Parameter library: The library the screen owns, made the first time it appears.
  public init(library: @autoclosure @escaping () -> Library) {
    _library = StateObject(wrappedValue: library())
  }

  /// A count, the search field, the sync indicator and the list, with the library injected.
  public var body: some View {
    VStack {
      Text("\(library.books.count) books")
      PublishedSearchField<Library>()
      PublishedSyncIndicator<Library>()
      PublishedBookList<Library>(onDelete: { library.remove($0) })
    }
    .environmentObject(library)
  }
}
