/// A type that delivers a sequence of values to the closures subscribed to it.
///
/// This is the small part of Combine's `Publisher` that the publish-on-write model needs: a
/// subscription is a closure, it is registered with ``sink(receiveValue:)``, and it lasts until
/// the returned ``AnyCancellable`` is cancelled or deinitialized. Publishers never fail.
///
/// `ObservableObject.objectWillChange` may be any publisher; the default one is an
/// ``ObservableObjectPublisher``, and `$property` of a `@Published` property is a
/// ``Published/Publisher``.
///
/// Conforming types decide whether they are `Sendable`; both publishers of this module are
/// documented individually.
public protocol Publisher<Output> {
  /// The type of the values that subscribers receive.
  associatedtype Output

  /// Subscribes a closure to the values this publisher delivers.
  ///
  /// The subscription ends when the returned cancellable is cancelled or deinitialized, so keep
  /// it (for example in a `Set<AnyCancellable>`) for as long as values are wanted.
  ///
  /// - Parameter receiveValue: Called with each value, on the thread that produced it.
  /// - Returns: The token that ends the subscription.
  func sink(receiveValue: @escaping @Sendable (Output) -> Void) -> AnyCancellable
}
