import ViewGraph

struct MessageList: View {
  @Environment(Inbox.self) var inbox

  var body: some View {
    VStack {
      ForEach(inbox.messages.indices, id: \.self) { index in
        MessageRow(text: inbox.messages[index])
      }
    }
  }
}
