extension Publishers {
  /// A publisher that drops each value that matches the last value it passed on; made by
  /// ``Publisher/removeDuplicates(by:)`` and ``Publisher/removeDuplicates()``.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose repeated values are dropped.
    public let upstream: Upstream
    /// Whether two values are duplicates: the last one passed on, and the new one.
    public let predicate: (Output, Output) -> Bool

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose repeated values are dropped.
    ///   - predicate: Whether two values are duplicates.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches `subscriber`; each subscription compares with its own last value.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      let predicate = predicate
      let last = Lock<Output?>(nil)
      upstream.subscribe(
        TransformingSubscriber(downstream: subscriber) { value in
          // The predicate runs with no lock held; values reach one subscription in order.
          if let previous = last.withLock({ $0 }), predicate(previous, value) { return nil }
          let replaced = last.withLock { last in
            defer { last = value }
            return last
          }
          withExtendedLifetime(replaced) {}
          return value
        })
    }
  }
}

extension Publisher {
  /// Drops each value that `predicate` finds a duplicate of the last value passed on.
  ///
  /// - Parameter predicate: Called with the last value passed on and the new one; `true`
  ///   drops the new one.
  /// - Returns: A publisher without consecutive duplicates.
  public func removeDuplicates(
    by predicate: @escaping (Output, Output) -> Bool
  ) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Equatable {
  /// Drops each value equal to the last value passed on.
  ///
  /// ```swift
  /// $query.removeDuplicates().sink { search($0) }  // "a", "a", "b" searches "a", "b"
  /// ```
  ///
  /// - Returns: A publisher without consecutive equal values.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
