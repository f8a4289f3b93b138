import ViewGraph

struct MessageCount: View {
  @Environment(Inbox.self) var inbox

  var body: some View {
    Text("\(inbox.messages.count) messages")
  }
}
