import ViewGraph

struct ConnectionBadge: View {
  @EnvironmentObject var inbox: Inbox

  var body: some View {
    Text(inbox.isOnline ? "Online" : "Offline")
  }
}
