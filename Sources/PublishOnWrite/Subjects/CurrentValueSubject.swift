internal import Synchronization

/// A subject that holds a current value, sends it to each new subscriber, and sends every new
/// value, as Combine's `CurrentValueSubject`.
///
/// ```swift
/// let count = CurrentValueSubject<Int, Never>(0)
/// let token = count.sink { print($0) }  // prints 0
/// count.value = 1                        // prints 1
/// ```
///
/// A subscriber is owed the current value at its first request; one with no demand left when
/// a value is sent receives the latest value at its next request. After
/// ``send(completion:)``, values are ignored and a new subscriber receives the completion at
/// once.
///
/// > Important: Subscribers are called synchronously, on the sending thread, in subscription
/// > order, with no lock held. The value is stored before the subscribers are called, so
/// > they read the new value from ``value``.
///
/// `Sendable` when its values are.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let passthrough = PassthroughSubject<Output, Failure>()
  private let current: Lock<Output>

  /// Creates a subject with a current value.
  ///
  /// - Parameter value: The initial value; it is not sent.
  public init(_ value: Output) {
    current = Lock(value)
  }

  /// The current value; setting it sends it.
  public var value: Output {
    get { current.withLock { $0 } }
    set { send(newValue) }
  }

  /// Stores `value` and sends it to every subscriber that has demand.
  ///
  /// - Parameter value: The value; ignored once the subject has completed.
  /// - Complexity: O(*n*) in the number of subscribers, plus their own work.
  public func send(_ value: Output) {
    guard !passthrough.isCompleted.load(ordering: .acquiring) else { return }
    let previous = current.withLock { current in
      defer { current = value }
      return current
    }
    // The previous value is released here, with no lock held.
    withExtendedLifetime(previous) {}
    passthrough.send(value)
  }

  /// Ends the subject; only the first completion counts.
  ///
  /// - Parameter completion: How the subject ends.
  public func send(completion: Subscribers.Completion<Failure>) {
    passthrough.send(completion: completion)
  }

  /// Requests unlimited values from an upstream subscription.
  ///
  /// - Parameter subscription: The upstream subscription.
  public func send(subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  /// Attaches `subscriber`, owed the current value at its first request; after completion it
  /// receives the completion at once.
  ///
  /// - Parameter subscriber: The subscriber.
  public func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    let list = passthrough.subscribers
    let conduit = Conduit(subscriber, list: list) { [current] in current.withLock { $0 } }
    if list.append(conduit) {
      subscriber.receive(subscription: conduit)
    } else if let completion = passthrough.completion.withLock({ $0 }) {
      subscriber.receive(subscription: EmptySubscription())
      subscriber.receive(completion: completion)
    }
  }
}

/// Safety: `@unchecked Sendable` because the value is behind a lock, the subscribers are kept
/// by a `Sendable` subject, and the values it hands from thread to thread are `Sendable`.
extension CurrentValueSubject: @unchecked Sendable where Output: Sendable, Failure: Sendable {}
