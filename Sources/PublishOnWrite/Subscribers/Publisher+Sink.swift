extension Publisher {
  /// Subscribes closures to this publisher's values and completion, requesting unlimited
  /// values.
  ///
  /// ```swift
  /// let token = subject.sink(
  ///   receiveCompletion: { print("ended:", $0) },
  ///   receiveValue: { print("value:", $0) })
  /// ```
  ///
  /// > Important: The closures run synchronously on the thread that produces each value, with
  /// > no lock held; they may subscribe, cancel or send from inside.
  ///
  /// - Parameters:
  ///   - receiveCompletion: Called once when the publisher finishes or fails.
  ///   - receiveValue: Called with each value.
  /// - Returns: The token that ends the subscription when cancelled or deinitialized.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    // `objectWillChange` and `$property` take the closure directly (see `SinkConduit`); they
    // never complete, so `receiveCompletion` would never be called. Comparing the types costs a
    // load (and, for `$property`, one metadata lookup); a conformance cast would cost more.
    if Self.self == ObservableObjectPublisher.self {
      let subscribers = _identityCast(self, to: ObservableObjectPublisher.self).subscribers
      return AnyCancellable(action: subscribers.appendSink(receiveValue))
    }
    let projectedType = Published<Output>.Publisher.self
    if Self.self == projectedType {
      return AnyCancellable(
        action: unsafeBitCast(self, to: projectedType).box.attachSink(receiveValue))
    }
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes a closure to this publisher's values, requesting unlimited values.
  ///
  /// ```swift
  /// $items.sink { [weak self] in self?.save($0) }.store(in: &bag)
  /// ```
  ///
  /// > Important: The closure runs synchronously on the thread that produces each value, with
  /// > no lock held; it may subscribe, cancel or send from inside.
  ///
  /// - Parameter receiveValue: Called with each value.
  /// - Returns: The token that ends the subscription when cancelled or deinitialized.
  /// - Complexity: O(1) amortized to subscribe.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
