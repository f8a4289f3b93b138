public import Synchronization

extension SubscriberList {
  /// One subscriber: its closure and whether it is still active.
  @usableFromInline
  final class Subscription: Sendable {
    /// The subscriber.
    @usableFromInline
    let receive: @Sendable (Output) -> Void

    /// Cleared when the subscription is cancelled, so that a delivery in progress skips it.
    @usableFromInline
    let isActive = Atomic<Bool>(true)

    init(receive: @escaping @Sendable (Output) -> Void) {
      self.receive = receive
    }
  }
}
