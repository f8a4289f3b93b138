/// The link between a publisher and one subscriber, as Combine's `Subscription`.
///
/// The subscriber requests values with ``request(_:)``; demands add up. Cancelling stops
/// delivery: no value and no completion is received afterwards (a delivery already running on
/// another thread may still finish).
public protocol Subscription: Cancellable {
  /// Asks the publisher for up to `demand` more values.
  ///
  /// - Parameter demand: How many more values the subscriber wants; more than none.
  func request(_ demand: Subscribers.Demand)
}
