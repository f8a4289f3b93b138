import PublishOnWrite

/// A place for a token that a sink reaches from inside its own delivery.
final class TokenSlot: Sendable {
  private let token = Lock<AnyCancellable?>(nil)

  /// Stores `token`.
  func keep(_ token: AnyCancellable) {
    self.token.withLock { $0 = token }
  }

  /// Cancels the stored token, if any.
  func cancel() {
    let token = self.token.withLock { $0 }
    token?.cancel()
  }
}
