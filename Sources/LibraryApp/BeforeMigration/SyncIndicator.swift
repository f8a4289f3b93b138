import ViewGraph

/// Says whether a sync is running.
struct SyncIndicator: View {
  @EnvironmentObject var library: Library

  var body: some View {
    Text(library.isSyncing ? "Syncing…" : "Up to date")
  }
}
