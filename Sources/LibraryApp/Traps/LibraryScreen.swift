public import ReadTracking
public import ViewGraph

/// The library screen of variant C (reads pushed down), over any read-tracking library: the
/// screen of the read-tracking traps.
///
/// With `readsSyncOutsideBody`, the sync indicator is `SyncIndicatorReadOnAppear`, which reads
/// `isSyncing` in `onAppear` instead of in its body: the trap "read outside `body`".
public struct LibraryScreen<Library: TrapLibrary & Observable>: View {
  @State var library: Library
  let readsSyncOutsideBody: Bool

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - library: The library the screen owns.
  ///   - readsSyncOutsideBody: Whether the sync indicator reads the library in `onAppear`.
  public init(library: Library, readsSyncOutsideBody: Bool = false) {
    _library = State(initialValue: library)
    self.readsSyncOutsideBody = readsSyncOutsideBody
  }

  /// A count, the search field, the sync indicator and the list, with the library injected.
  public var body: some View {
    VStack {
      BookCount<Library>()
      SearchField<Library>()
      if readsSyncOutsideBody {
        SyncIndicatorReadOnAppear<Library>()
      } else {
        SyncIndicator<Library>()
      }
      BookList<Library>()
    }
    .environment(library)
  }
}
