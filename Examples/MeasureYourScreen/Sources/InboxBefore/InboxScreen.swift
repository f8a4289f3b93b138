public import ViewGraph

/// The screen: a count, the composer, a connection badge and the messages.
public struct InboxScreen: View {
  @StateObject var inbox: Inbox

  /// The screen over `inbox`.
  public init(inbox: @autoclosure @escaping () -> Inbox) {
    _inbox = StateObject(wrappedValue: inbox())
  }

  /// The content.
  public var body: some View {
    VStack {
      Text("\(inbox.messages.count) messages")
      Composer()
      ConnectionBadge()
      MessageList()
    }
    .environmentObject(inbox)
  }
}
