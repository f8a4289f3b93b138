import ViewGraph

struct Composer: View {
  @Environment(Inbox.self) var inbox

  var body: some View {
    @Bindable var inbox = inbox
    VStack {
      TextField("Message", text: $inbox.draft)
      Text("\(inbox.draft.count)/280")
      Button("Send") { inbox.send() }
    }
  }
}
