extension Publishers {
  /// A publisher that transforms each value of its upstream and drops the `nil` results; made
  /// by ``Publisher/compactMap(_:)``.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The transformation; `nil` drops the value.
    public let transform: (Upstream.Output) -> Output?

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are transformed.
    ///   - transform: The transformation; `nil` drops the value.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transformation.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      upstream.subscribe(TransformingSubscriber(downstream: subscriber, transform: transform))
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform`, passing on only the results that are not `nil`.
  ///
  /// - Parameter transform: Called with each value, on the thread that produced it.
  /// - Returns: A publisher of the non-`nil` results.
  public func compactMap<Transformed>(
    _ transform: @escaping (Output) -> Transformed?
  ) -> Publishers.CompactMap<Self, Transformed> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
}
