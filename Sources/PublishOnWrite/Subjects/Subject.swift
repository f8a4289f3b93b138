/// A publisher that code sends values and a completion through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscribers.
  ///
  /// - Parameter value: The value.
  func send(_ value: Output)

  /// Ends the subject: its subscribers receive `completion`, and it sends nothing afterwards.
  ///
  /// - Parameter completion: How the subject ends.
  func send(completion: Subscribers.Completion<Failure>)

  /// Receives a subscription from an upstream publisher that this subject is attached to, and
  /// requests unlimited values from it.
  ///
  /// - Parameter subscription: The upstream subscription.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends an event to the subscribers of a subject whose values carry nothing.
  public func send() {
    send(())
  }
}
