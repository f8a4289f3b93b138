import ReadTracking
import ViewGraph

/// The trap "read outside `body`": the sync indicator reads `isSyncing` in `onAppear` and shows
/// what it read, so it depends on nothing and shows "Up to date" forever.
struct SyncIndicatorReadOnAppear<Library: TrapLibrary & Observable>: View {
  @Environment(Library.self) var library
  @State private var status = ""

  var body: some View {
    Text(status)
      .onAppear { status = library.isSyncing ? "Syncing…" : "Up to date" }
  }
}
