public import MechanicalPort
public import ViewGraph

/// The library screen with its reads pushed down: it reads nothing of the library itself, so
/// it never recomputes after its first appearance.
///
/// The models, the search field and the sync indicator are those of the mechanical port; this
/// variant changes only the views that read too high or pass closures down.
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
      BookCount()
      SearchField()
      SyncIndicator()
      BookList()
    }
    .environment(library)
  }
}
