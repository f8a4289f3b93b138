extension Published {
  /// The publisher of a `@Published` property's values, `$property`.
  ///
  /// A subscriber receives the current value at its first request, then every written value,
  /// before the property stores it. A subscriber added while a write is being delivered starts
  /// from the value being written, and is not called again for that write. A write made while
  /// a subscriber has no demand is kept (the latest one) for its next request. The publisher
  /// never completes.
  ///
  /// Not `Sendable`: subscribing reads the property, so it needs the synchronization of a read.
  /// The returned ``AnyCancellable`` is `Sendable`.
  public struct Publisher: PublishOnWrite.Publisher {
    /// Subscribers receive the property's values.
    public typealias Output = Value

    /// The publisher never fails.
    public typealias Failure = Never

    let box: PublishedBox<Value>

    /// Attaches `subscriber`, which is owed the current value at its first request.
    ///
    /// - Parameter subscriber: The subscriber.
    /// - Complexity: O(1) amortized; cancelling is O(*n*) in the number of subscribers.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Value, Downstream.Failure == Never {
      box.subscribe(subscriber)
    }
  }
}
