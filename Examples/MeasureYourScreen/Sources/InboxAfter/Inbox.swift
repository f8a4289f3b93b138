public import ReadTracking

/// The inbox's model: messages, the draft being written, and the connection state.
public final class Inbox: Observable, @unchecked Sendable {
  // Safety: the measurement writes from one task at a time and reads after awaiting it.
  /// The registrar that tracks reads of the properties.
  public let observationRegistrar = ObservationRegistrar()
  /// The messages, oldest first.
  @Tracked public var messages: [String]
  /// The message being written.
  @Tracked public var draft = ""
  /// Whether the connection is up.
  @Tracked public var isOnline = true

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
