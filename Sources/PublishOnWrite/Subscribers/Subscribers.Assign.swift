extension Subscribers {
  /// A subscriber that writes each value to a property of an object; made by
  /// ``Publisher/assign(to:on:)``.
  ///
  /// It keeps the object strongly until it is cancelled or its publisher completes, as
  /// Combine's does.
  ///
  /// Safety: `@unchecked Sendable` because its mutable state (the object and the subscription)
  /// is behind a mutex; the write happens on the publisher's thread, as in Combine.
  public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
    /// The subscriber never receives an error.
    public typealias Failure = Never

    private struct State {
      var object: Root?
      var subscription: (any Subscription)?
      var isTerminated = false
    }

    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private let state: Lock<State>

    /// The object written to, until the subscriber is cancelled or completed.
    public var object: Root? {
      state.withLock { $0.object }
    }

    /// Creates a subscriber that writes to `keyPath` of `object`.
    ///
    /// - Parameters:
    ///   - object: The object to write to; kept strongly.
    ///   - keyPath: The property to write.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.keyPath = keyPath
      state = Lock(State(object: object))
    }

    /// Keeps the first subscription and requests unlimited values; cancels any later one.
    ///
    /// - Parameter subscription: The link to the publisher.
    public func receive(subscription: any Subscription) {
      let accepted = state.withLock { state in
        guard state.subscription == nil, !state.isTerminated else { return false }
        state.subscription = subscription
        return true
      }
      guard accepted else { return subscription.cancel() }
      subscription.request(.unlimited)
    }

    /// Writes the value to the property.
    ///
    /// - Parameter input: The value.
    /// - Returns: ``Subscribers/Demand/none``: the demand is unlimited already.
    public func receive(_ input: Input) -> Subscribers.Demand {
      if let object = state.withLock({ $0.object }) {
        object[keyPath: keyPath] = input
      }
      return .none
    }

    /// Releases the object and the subscription.
    ///
    /// - Parameter completion: How the publisher ended.
    public func receive(completion: Subscribers.Completion<Never>) {
      withExtendedLifetime(terminate()) {}
    }

    /// Cancels the subscription and releases the object.
    public func cancel() {
      terminate().subscription?.cancel()
    }

    private func terminate() -> State {
      state.withLock { state in
        defer { state = State(isTerminated: true) }
        return state
      }
    }
  }
}
