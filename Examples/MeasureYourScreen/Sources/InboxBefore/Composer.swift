import ViewGraph

struct Composer: View {
  @EnvironmentObject var inbox: Inbox

  var body: some View {
    VStack {
      TextField("Message", text: $inbox.draft)
      Text("\(inbox.draft.count)/280")
      Button("Send") { inbox.send() }
    }
  }
}
