public import MechanicalPort
public import ViewGraph

/// The dashboard with the count read where it is shown: its own body reads nothing, so no
/// change to the library recomputes it.
public struct Dashboard: View {
  let library: Library

  /// The dashboard over `library`.
  public init(library: Library) {
    self.library = library
  }

  /// The content.
  public var body: some View {
    VStack {
      BookCount(library: library)
      SyncBanner(library: library)
      Shortcuts(onSync: { library.isSyncing = true })
      BookGrid(library: library)
    }
  }
}
