import ViewGraph

struct MessageList: View {
  @EnvironmentObject var inbox: Inbox

  var body: some View {
    VStack {
      ForEach(inbox.messages.indices, id: \.self) { index in
        MessageRow(text: inbox.messages[index])
      }
    }
  }
}
