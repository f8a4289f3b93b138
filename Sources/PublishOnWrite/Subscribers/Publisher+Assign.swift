extension Publisher where Failure == Never {
  /// Writes each value to a property of an object.
  ///
  /// The subscription keeps `object` strongly until it is cancelled (as Combine's does), so
  /// assigning to a property of the object that keeps the token makes a cycle; use
  /// ``assign(to:)`` for a `@Published` property of the same object.
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - object: The object to write to.
  /// - Returns: The token that ends the subscription when cancelled or deinitialized.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }

  /// Writes each value to a `@Published` property, for as long as that property lives.
  ///
  /// ```swift
  /// init() {
  ///   $query.map { $0.count }.assign(to: &$queryLength)
  /// }
  /// ```
  ///
  /// No token is returned: the subscription ends when the object that holds the property is
  /// deinitialized, and it does not keep that object alive. Each value is written as an
  /// ordinary write: it sends `objectWillChange` and reaches the property's subscribers.
  ///
  /// - Parameter published: The property's publisher, `$property`.
  public func assign(to published: inout Published<Output>.Publisher) {
    published.box.assign(from: self)
  }
}
