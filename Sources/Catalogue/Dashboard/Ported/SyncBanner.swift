import MechanicalPort
import ViewGraph

/// Whether a sync is running.
struct SyncBanner: View {
  let library: Library

  var body: some View {
    Text(library.isSyncing ? "Syncing…" : "Up to date")
  }
}
