extension Publishers {
  /// A publisher that passes on only the values of its upstream that satisfy a predicate; made
  /// by ``Publisher/filter(_:)``.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are filtered.
    public let upstream: Upstream
    /// Whether to pass a value on.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are filtered.
    ///   - isIncluded: Whether to pass a value on.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches `subscriber` through the predicate.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      let isIncluded = isIncluded
      upstream.subscribe(
        TransformingSubscriber(downstream: subscriber) { isIncluded($0) ? $0 : nil })
    }
  }
}

extension Publisher {
  /// Passes on only the values that satisfy `isIncluded`.
  ///
  /// - Parameter isIncluded: Called with each value, on the thread that produced it.
  /// - Returns: A publisher of the values for which `isIncluded` returns `true`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
}
