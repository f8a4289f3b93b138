import ReadTracking
import ViewGraph

/// Whether a sync is running, read in the body.
struct SyncIndicator<Library: TrapLibrary & Observable>: View {
  @Environment(Library.self) var library

  var body: some View {
    Text(library.isSyncing ? "Syncing…" : "Up to date")
  }
}
