import ViewGraph

struct ConnectionBadge: View {
  @Environment(Inbox.self) var inbox

  var body: some View {
    Text(inbox.isOnline ? "Online" : "Offline")
  }
}
