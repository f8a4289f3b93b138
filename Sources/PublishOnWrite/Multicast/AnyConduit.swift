public import Synchronization

/// One subscriber's link to a multicasting publisher, seen without its value types, so that
/// subscriber lists share one lock type.
///
/// It is a ``CancelAction`` so that the ``AnyCancellable`` that `sink` returns can hold a
/// ``SinkConduit`` directly.
///
/// Safety: `@unchecked Sendable` (the class is not final) with an atomic, a constant and
/// ``slot``, which only its ``SubscriberList`` reads and writes, under the list's lock;
/// subclasses say why their state is safe.
@usableFromInline
class AnyConduit: CancelAction, @unchecked Sendable {
  /// Cleared when the subscription is cancelled or completed, so that a delivery in progress
  /// skips it.
  @usableFromInline
  let isActive = Atomic<Bool>(true)

  /// Whether this is a ``SinkConduit`` (which calls its closure for every value) rather than a
  /// ``Conduit`` (which counts its subscriber's demand).
  @usableFromInline
  let isSink: Bool

  /// Where this subscription is in its list's storage; read and written only under the
  /// list's lock.
  var slot = -1

  init(isSink: Bool) {
    self.isSink = isSink
  }

  /// Ends the subscription from the publisher's side, with `completion` when it is of this
  /// conduit's failure type.
  func finish(with completion: Any) {}
}
