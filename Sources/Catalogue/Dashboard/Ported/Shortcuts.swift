import ViewGraph

/// Buttons that act on the library; the dashboard passes the action as a closure.
struct Shortcuts: View {
  let onSync: @MainActor () -> Void

  var body: some View {
    HStack {
      Button("Sync now", action: onSync)
      Button("Export") {}
    }
  }
}
