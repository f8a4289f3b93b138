public import PublishOnWrite

/// The inbox's model: messages, the draft being written, and the connection state.
public final class Inbox: ObservableObject, @unchecked Sendable {
  // Safety: the measurement writes from one task at a time and reads after awaiting it.
  /// The messages, oldest first.
  @Published public var messages: [String]
  /// The message being written.
  @Published public var draft = ""
  /// Whether the connection is up.
  @Published public var isOnline = true

  /// An inbox holding `messageCount` messages.
  public init(messageCount: Int) {
    messages = (0..<messageCount).map { "Message \($0)" }
  }

  /// Sends the draft: it becomes the last message, and the draft empties.
  public func send() {
    messages.append(draft)
    draft = ""
  }

  /// A message arrives from the server.
  public func receive(_ text: String) {
    messages.append(text)
  }
}
