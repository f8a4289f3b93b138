import PublishOnWrite
import ViewGraph

/// Whether a sync is running.
struct PublishedSyncIndicator<Library: TrapLibrary & ObservableObject>: View {
  @EnvironmentObject var library: Library

  var body: some View {
    Text(library.isSyncing ? "Syncing…" : "Up to date")
  }
}
