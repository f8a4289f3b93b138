import BeforeMigration
import ViewGraph

/// Whether a sync is running.
struct SyncBanner: View {
  @ObservedObject var library: Library

  var body: some View {
    Text(library.isSyncing ? "Syncing…" : "Up to date")
  }
}
