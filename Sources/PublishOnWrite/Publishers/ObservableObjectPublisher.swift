/// The publisher that an ``ObservableObject`` sends before it changes.
///
/// Every write to a `@Published` property of the object calls ``send()`` before the value is
/// stored; code can also call it directly before changing state that is not `@Published`.
///
/// ```swift
/// let token = model.objectWillChange.sink { print("about to change") }
/// model.count += 1  // prints "about to change"
/// ```
///
/// `ObservableObjectPublisher` is `Sendable`: its subscriptions are kept behind a mutex and
/// their number in an atomic counter, and subscribers are called with no lock held.
///
/// > Important: Subscribers are called synchronously, on the thread that calls ``send()``, in
/// > subscription order. A subscriber may cancel, subscribe or send from inside its delivery: a
/// > subscriber added during a delivery does not receive that value, and a subscriber cancelled
/// > during a delivery is not called for the rest of it. A subscriber that has no demand left
/// > misses the event. The publisher never completes.
public final class ObservableObjectPublisher: Publisher, Sendable {
  /// Subscribers receive no value, only the event.
  public typealias Output = Void

  /// The publisher never fails.
  public typealias Failure = Never

  @usableFromInline
  let subscribers = SubscriberList()

  /// Creates a publisher with no subscribers.
  public init() {}

  /// Calls every subscriber, in subscription order, on the current thread.
  ///
  /// - Complexity: One atomic load when there is no subscriber; otherwise O(*n*) in the number of
  ///   subscribers plus their own work.
  @inlinable
  public func send() {
    if !subscribers.isEmpty {
      deliver()
    }
  }

  /// Calls the subscribers; the slow path of ``send()``, specialized in this module.
  @usableFromInline
  func deliver() {
    subscribers.deliver((), failure: Never.self)
  }

  /// Attaches `subscriber`; it receives each ``send()`` made while it has demand.
  ///
  /// - Parameter subscriber: The subscriber.
  /// - Complexity: O(1) amortized; cancelling is O(*n*) in the number of subscribers.
  public func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Void, Downstream.Failure == Never {
    let conduit = Conduit(subscriber, list: subscribers)
    _ = subscribers.append(conduit)
    subscriber.receive(subscription: conduit)
  }
}
