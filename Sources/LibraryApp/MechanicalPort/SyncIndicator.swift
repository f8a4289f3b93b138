public import ViewGraph

/// Says whether a sync is running.
public struct SyncIndicator: View {
  @Environment(Library.self) var library

  /// Creates the indicator; it finds the library in the environment.
  public init() {}

  /// "Syncing…" while a sync runs, "Up to date" otherwise.
  public var body: some View {
    Text(library.isSyncing ? "Syncing…" : "Up to date")
  }
}
