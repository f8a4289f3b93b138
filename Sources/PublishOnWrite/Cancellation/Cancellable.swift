/// A subscription or an activity that can be stopped.
///
/// Conforming types decide whether they are `Sendable`; ``AnyCancellable`` is.
public protocol Cancellable {
  /// Stops the subscription or activity.
  ///
  /// Calling it again has no further effect.
  func cancel()
}
