extension Published {
  /// The publisher of a `@Published` property's values, `$property`.
  ///
  /// A subscriber receives the current value as it subscribes, then every written value, before
  /// the property stores it. A subscriber added while a write is being delivered starts from
  /// the value being written, and is not called again for that write.
  ///
  /// Not `Sendable`: subscribing reads the property, so it needs the synchronization of a read.
  /// The returned ``AnyCancellable`` is `Sendable`.
  public struct Publisher: PublishOnWrite.Publisher {
    /// Subscribers receive the property's values.
    public typealias Output = Value

    let box: PublishedBox<Value>

    /// Subscribes a closure to the property's values, starting with the current one.
    ///
    /// - Parameter receiveValue: Called now with the current value, on this thread, then with
    ///   each written value, on the writing thread.
    /// - Returns: The token that ends the subscription when cancelled or deinitialized.
    /// - Complexity: O(*n*) in the number of subscribers.
    public func sink(receiveValue: @escaping @Sendable (Value) -> Void) -> AnyCancellable {
      box.subscribe(receiveValue)
    }
  }
}
