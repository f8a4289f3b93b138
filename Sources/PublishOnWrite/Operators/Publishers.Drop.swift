extension Publishers {
  /// A publisher that drops the first values of its upstream; made by
  /// ``Publisher/dropFirst(_:)``.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose first values are dropped.
    public let upstream: Upstream
    /// How many values to drop.
    public let count: Int

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose first values are dropped.
    ///   - count: How many values to drop; not negative.
    public init(upstream: Upstream, count: Int) {
      precondition(count >= 0, "dropFirst(\(count)): the count cannot be negative")
      self.upstream = upstream
      self.count = count
    }

    /// Attaches `subscriber`; each subscription drops its own first values.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      let remaining = Lock(count)
      upstream.subscribe(
        TransformingSubscriber(downstream: subscriber) { value in
          let drops = remaining.withLock { remaining in
            guard remaining > 0 else { return false }
            remaining -= 1
            return true
          }
          return drops ? nil : value
        })
    }
  }
}

extension Publisher {
  /// Drops the first `count` values.
  ///
  /// ```swift
  /// $query.dropFirst().sink { search($0) }  // skips the current value
  /// ```
  ///
  /// - Parameter count: How many values to drop; 1 by default.
  /// - Returns: A publisher of the values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}
