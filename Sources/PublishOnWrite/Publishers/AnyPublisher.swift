/// A publisher that hides the type of the publisher it wraps, as Combine's `AnyPublisher`.
///
/// Made by ``Publisher/eraseToAnyPublisher()``, so that an API can return a chain of operators
/// without naming its type.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attach: (any Subscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  ///
  /// - Parameter publisher: The publisher to hide.
  public init<Wrapped: Publisher<Output, Failure>>(_ publisher: Wrapped) {
    attach = { publisher.receive(subscriber: $0) }
  }

  /// Attaches `subscriber` to the wrapped publisher.
  ///
  /// - Parameter subscriber: The subscriber.
  public func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    attach(subscriber)
  }
}

extension Publisher {
  /// Wraps this publisher in an ``AnyPublisher``.
  ///
  /// - Returns: The publisher, with its type hidden.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
