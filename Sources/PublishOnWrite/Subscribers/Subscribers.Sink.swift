extension Subscribers {
  /// A subscriber that requests an unlimited number of values and calls closures with each
  /// value and with the completion; made by ``Publisher/sink(receiveCompletion:receiveValue:)``.
  ///
  /// Cancelling it cancels its subscription and releases the closures. It keeps only the first
  /// subscription it receives, and cancels any later one.
  ///
  /// Safety: `@unchecked Sendable` because its only mutable state, the subscription, is behind
  /// a mutex; the closures are called on the publisher's thread, as in Combine.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private enum Status {
      case awaitingSubscription
      case subscribed(any Subscription)
      case terminated
    }

    private struct Handlers {
      let receiveValue: (Input) -> Void
      let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    }

    private struct State {
      var status = Status.awaitingSubscription
      var handlers: Handlers?
    }

    private let state: Lock<State>

    /// Creates a sink.
    ///
    /// - Parameters:
    ///   - receiveCompletion: Called once when the publisher completes.
    ///   - receiveValue: Called with each value.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      state = Lock(
        State(
          handlers: Handlers(receiveValue: receiveValue, receiveCompletion: receiveCompletion)))
    }

    /// Keeps the first subscription and requests unlimited values; cancels any later one.
    ///
    /// - Parameter subscription: The link to the publisher.
    public func receive(subscription: any Subscription) {
      let accepted = state.withLock { state in
        guard case .awaitingSubscription = state.status else { return false }
        state.status = .subscribed(subscription)
        return true
      }
      guard accepted else { return subscription.cancel() }
      subscription.request(.unlimited)
    }

    /// Calls the value closure.
    ///
    /// - Parameter input: The value.
    /// - Returns: ``Subscribers/Demand/none``: the demand is unlimited already.
    public func receive(_ input: Input) -> Subscribers.Demand {
      state.withLock { $0.handlers }?.receiveValue(input)
      return .none
    }

    /// Calls the completion closure, then releases the closures and the subscription.
    ///
    /// - Parameter completion: How the publisher ended.
    public func receive(completion: Subscribers.Completion<Failure>) {
      let (handlers, subscription) = terminate()
      withExtendedLifetime(subscription) {}
      handlers?.receiveCompletion(completion)
    }

    /// Cancels the subscription and releases the closures; no value or completion is received
    /// afterwards.
    public func cancel() {
      let (handlers, subscription) = terminate()
      subscription?.cancel()
      withExtendedLifetime(handlers) {}
    }

    /// Ends the sink, returning what it held so that it is released with no lock held.
    private func terminate() -> (Handlers?, (any Subscription)?) {
      let previous = state.withLock { state in
        defer { state = State(status: .terminated) }
        return state
      }
      guard case .subscribed(let subscription) = previous.status else {
        return (previous.handlers, nil)
      }
      return (previous.handlers, subscription)
    }
  }
}
