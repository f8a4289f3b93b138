extension Publishers {
  /// A publisher that transforms each value of its upstream; made by ``Publisher/map(_:)``.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are transformed.
    ///   - transform: The transformation.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transformation.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      let transform = transform
      upstream.subscribe(
        TransformingSubscriber(downstream: subscriber) { .some(transform($0)) })
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform`.
  ///
  /// ```swift
  /// $items.map { $0.count }.sink { print("count:", $0) }
  /// ```
  ///
  /// - Parameter transform: Called with each value, on the thread that produced it.
  /// - Returns: A publisher of the transformed values.
  public func map<Transformed>(
    _ transform: @escaping (Output) -> Transformed
  ) -> Publishers.Map<Self, Transformed> {
    Publishers.Map(upstream: self, transform: transform)
  }
}
