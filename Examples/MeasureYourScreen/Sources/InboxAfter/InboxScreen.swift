public import ViewGraph

/// The screen: a count, the composer, a connection badge and the messages.
///
/// It reads nothing itself: each read sits in the view that shows it.
public struct InboxScreen: View {
  @State var inbox: Inbox

  /// The screen over `inbox`.
  public init(inbox: Inbox) {
    _inbox = State(initialValue: inbox)
  }

  /// The content.
  public var body: some View {
    VStack {
      MessageCount()
      Composer()
      ConnectionBadge()
      MessageList()
    }
    .environment(inbox)
  }
}
