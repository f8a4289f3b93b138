/// A type that receives values and a completion from a publisher, as Combine's `Subscriber`.
///
/// A publisher calls ``receive(subscription:)`` once, then ``receive(_:)`` at most as many
/// times as the subscriber has requested (through the subscription, and through the demand
/// each ``receive(_:)`` returns), then ``receive(completion:)`` at most once. Nothing is
/// received after the completion, or after the subscription is cancelled.
///
/// ``Subscribers/Sink`` and ``Subscribers/Assign`` request an unlimited number of values.
public protocol Subscriber<Input, Failure> {
  /// The type of the values received.
  associatedtype Input

  /// The type of the error that may end the subscription.
  associatedtype Failure: Error

  /// Receives the subscription; request values through it, or keep it to cancel.
  ///
  /// - Parameter subscription: The link to the publisher.
  func receive(subscription: any Subscription)

  /// Receives one value, and says how many more values it wants in addition to those already
  /// requested.
  ///
  /// - Parameter input: The value.
  /// - Returns: The additional demand; ``Subscribers/Demand/none`` for none.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Receives the end of the subscription: finished, or failed with an error.
  ///
  /// - Parameter completion: How the publisher ended.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives an event from a publisher whose values carry nothing.
  ///
  /// - Returns: The additional demand.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}
