public import Synchronization

/// The subscriptions of one publisher, in subscription order, usable from any thread.
///
/// The list is not generic, so that storage holding one needs no type metadata to release it;
/// each publisher uses one output type for all its subscriptions.
///
/// Publishing with no subscriber costs one atomic load. Otherwise the list is copied under the
/// lock and the subscribers are called after it is released, so a subscriber may subscribe,
/// cancel or publish again from inside its delivery:
/// - a subscription added during a delivery does not receive the value being delivered;
/// - a subscription cancelled during a delivery (by an earlier subscriber, or by itself) is not
///   called for the rest of that delivery.
@usableFromInline
final class SubscriberList: Sendable {
  /// How many subscriptions are active; read without the lock by ``isEmpty``.
  @usableFromInline
  let activeCount = Atomic<Int>(0)

  private let subscriptions = Lock([AnySubscription]())

  @usableFromInline
  init() {}

  /// Whether no subscription is active; a subscription that was added before this load (in
  /// happens-before order) is seen.
  @inlinable
  var isEmpty: Bool {
    activeCount.load(ordering: .acquiring) == 0
  }

  /// Appends a subscription and returns the token that removes it.
  func subscribe<Output>(_ receive: @escaping @Sendable (Output) -> Void) -> AnyCancellable {
    let subscription = Subscription(receive: receive)
    subscriptions.withLock { list in
      list.append(subscription)
      activeCount.store(list.count, ordering: .releasing)
    }
    return AnyCancellable { [self] in remove(subscription) }
  }

  /// Calls every active subscriber with `value`, in subscription order, with no lock held.
  ///
  /// `Output` must be the type that every subscription of this list was made with.
  @inlinable
  func deliver<Output>(_ value: Output) {
    let subscriptions = snapshot()
    // The snapshot keeps every subscription alive until the loop ends, so each one is used
    // unretained.
    subscriptions.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { subscription in
          if subscription.isActive.load(ordering: .acquiring) {
            unsafeDowncast(subscription, to: Subscription<Output>.self).receive(value)
          }
        }
      }
    }
  }

  /// The subscriptions at this instant.
  @usableFromInline
  func snapshot() -> [AnySubscription] {
    subscriptions.withLock { $0 }
  }

  private func remove(_ subscription: AnySubscription) {
    subscription.isActive.store(false, ordering: .releasing)
    // The caller (the token's cancel action) still holds `subscription`, so the subscriber's
    // closure, whose captures may run deinitializers, is not released under the lock.
    subscriptions.withLock { list in
      if let index = list.firstIndex(where: { $0 === subscription }) {
        list.remove(at: index)
      }
      activeCount.store(list.count, ordering: .releasing)
    }
  }
}
