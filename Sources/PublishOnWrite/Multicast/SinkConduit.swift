internal import Synchronization

/// The subscription of a `sink` closure to ``ObservableObjectPublisher`` or `$property`: the
/// closure itself, called for every value, with no demand to count and no
/// ``Subscribers/Sink`` in between.
///
/// Those publishers never complete and offer every value to every subscriber with demand, so a
/// closure that requested unlimited values sees exactly what a ``Subscribers/Sink`` would. They
/// are what a view subscribes to when it appears and cancels when it disappears: subscribing
/// allocates this conduit and the ``AnyCancellable`` that holds it, nothing else.
///
/// Cancelling removes it from its list; the closure is released with the conduit, once neither
/// the list, the token, nor a delivery in progress holds it.
///
/// Safety: `@unchecked Sendable` because all its stored properties are constants (the closure
/// is called on the publishing thread, as a sink's is) and `isActive` is atomic.
@usableFromInline
final class SinkConduit<Output>: AnyConduit, @unchecked Sendable {
  /// The closure passed to `sink`.
  @usableFromInline
  let receiveValue: (Output) -> Void
  /// The list that holds this subscription, kept so that cancelling can remove it.
  private let list: SubscriberList

  /// Creates the subscription of `receiveValue` to the publisher whose subscribers are `list`;
  /// the caller appends it.
  init(_ receiveValue: @escaping (Output) -> Void, list: SubscriberList) {
    self.receiveValue = receiveValue
    self.list = list
    super.init(isSink: true)
  }

  override func cancel() {
    guard isActive.exchange(false, ordering: .acquiringAndReleasing) else { return }
    list.remove(self)
  }
}
