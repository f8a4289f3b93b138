extension SubscriberList {
  /// One subscriber of this list.
  @usableFromInline
  final class Subscription: AnySubscription, @unchecked Sendable {
    /// The subscriber.
    @usableFromInline
    let receive: @Sendable (Output) -> Void

    init(receive: @escaping @Sendable (Output) -> Void) {
      self.receive = receive
    }
  }
}
