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
/// > during a delivery is not called for the rest of it.
public final class ObservableObjectPublisher: Publisher, Sendable {
  /// Subscribers receive no value, only the event.
  public typealias Output = Void

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
    subscribers.deliver(())
  }

  /// Subscribes a closure to this publisher's events.
  ///
  /// - Parameter receiveValue: Called on each ``send()``, on the sending thread.
  /// - Returns: The token that ends the subscription when cancelled or deinitialized.
  /// - Complexity: O(*n*) in the number of subscribers.
  public func sink(receiveValue: @escaping @Sendable (Output) -> Void) -> AnyCancellable {
    subscribers.subscribe(receiveValue)
  }
}
