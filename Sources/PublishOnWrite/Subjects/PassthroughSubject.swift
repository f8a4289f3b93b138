internal import Synchronization

/// A subject that sends each value to its current subscribers and keeps none, as Combine's
/// `PassthroughSubject`.
///
/// ```swift
/// let taps = PassthroughSubject<Int, Never>()
/// let token = taps.sink { print($0) }
/// taps.send(1)  // prints 1
/// ```
///
/// A subscriber with no demand left misses the values sent meanwhile. After
/// ``send(completion:)``, values are ignored and a new subscriber receives the completion at
/// once.
///
/// > Important: Subscribers are called synchronously, on the sending thread, in subscription
/// > order, with no lock held; a value sent from inside a subscriber is delivered, to all
/// > subscribers, before the outer send continues.
///
/// `Sendable` when its values are.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  let subscribers = SubscriberList()
  let completion = Lock<Subscribers.Completion<Failure>?>(nil)
  let isCompleted = Atomic<Bool>(false)

  /// Creates a subject with no subscribers.
  public init() {}

  /// Sends `value` to every subscriber that has demand.
  ///
  /// - Parameter value: The value; ignored once the subject has completed.
  /// - Complexity: O(*n*) in the number of subscribers, plus their own work.
  public func send(_ value: Output) {
    guard !subscribers.isEmpty, !isCompleted.load(ordering: .acquiring) else { return }
    subscribers.deliver(value, failure: Failure.self)
  }

  /// Ends the subject; only the first completion counts.
  ///
  /// - Parameter completion: How the subject ends.
  public func send(completion: Subscribers.Completion<Failure>) {
    guard let completion = complete(completion) else { return }
    subscribers.complete(with: completion)
  }

  /// Requests unlimited values from an upstream subscription.
  ///
  /// - Parameter subscription: The upstream subscription.
  public func send(subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  /// Attaches `subscriber`; after completion it receives the completion at once.
  ///
  /// - Parameter subscriber: The subscriber.
  public func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    let conduit = Conduit(subscriber, list: subscribers)
    if subscribers.append(conduit) {
      subscriber.receive(subscription: conduit)
    } else if let completion = completion.withLock({ $0 }) {
      subscriber.receive(subscription: EmptySubscription())
      subscriber.receive(completion: completion)
    }
  }

  /// Records `completion` unless the subject completed already; returns it when it counts.
  private func complete(
    _ completion: Subscribers.Completion<Failure>
  ) -> Subscribers.Completion<Failure>? {
    self.completion.withLock { recorded in
      guard recorded == nil else { return nil }
      recorded = completion
      isCompleted.store(true, ordering: .releasing)
      return completion
    }
  }
}

/// Safety: `@unchecked Sendable` because the subscriber list and the completion are behind
/// locks and an atomic, and the values it hands from thread to thread are `Sendable`.
extension PassthroughSubject: @unchecked Sendable where Output: Sendable, Failure: Sendable {}
