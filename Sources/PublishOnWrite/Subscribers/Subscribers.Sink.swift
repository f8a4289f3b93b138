public import Synchronization

extension Subscribers {
  /// A subscriber that requests an unlimited number of values and calls closures with each
  /// value and with the completion; made by ``Publisher/sink(receiveCompletion:receiveValue:)``.
  ///
  /// Cancelling it cancels its subscription and releases the closures. It keeps only the first
  /// subscription it receives, and cancels any later one.
  ///
  /// `sink` on ``ObservableObjectPublisher`` or `$property` makes none: those publishers never
  /// complete, so they keep the value closure themselves, with the same deliveries, for less.
  ///
  /// Safety: `@unchecked Sendable` because its mutable state (the subscription, and the
  /// closures) is only accessed inside `state.withLock`; the closures are called on the
  /// publisher's thread, as in Combine.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private typealias Handlers = SinkHandlers<Input, Failure>

    // Not generic (the closures are in it as `AnyObject`), so that receiving and cancelling,
    // which run unspecialized code, look up no type metadata.
    private let state: Lock<SinkState>

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
        SinkState(
          handlers: Handlers(receiveValue: receiveValue, receiveCompletion: receiveCompletion)))
    }

    /// Keeps the first subscription and requests unlimited values; cancels any later one.
    ///
    /// - Parameter subscription: The link to the publisher.
    public func receive(subscription: any Subscription) {
      let accepted = state.withLock { state in
        guard !state.hasSubscribed, state.handlers != nil else { return false }
        state.hasSubscribed = true
        state.subscription = subscription
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
      if let handlers = state.withLock({ $0.handlers }) {
        unsafeDowncast(handlers, to: Handlers.self).receiveValue(input)
      }
      return .none
    }

    /// Calls the completion closure, then releases the closures and the subscription.
    ///
    /// - Parameter completion: How the publisher ended.
    public func receive(completion: Subscribers.Completion<Failure>) {
      let released = terminate()
      if let handlers = released.handlers {
        unsafeDowncast(handlers, to: Handlers.self).receiveCompletion(completion)
      }
    }

    /// Cancels the subscription and releases the closures; no value or completion is received
    /// afterwards.
    public func cancel() {
      let released = terminate()
      released.subscription?.cancel()
    }

    /// Ends the sink, returning what it held so that it is released with no lock held.
    private func terminate() -> SinkState {
      let ended = state.withLock { state in
        defer { state = SinkState(hasSubscribed: true) }
        return state
      }
      if let handlers = ended.handlers {
        unsafeDowncast(handlers, to: Handlers.self).hasEnded.store(true, ordering: .releasing)
      }
      return ended
    }

    /// The closures, for a publisher's subscription to call directly while they have not ended
    /// (see ``SinkHandlers/deliver(_:)``); `nil` once the sink has ended.
    func handlersForDirectDelivery() -> SinkHandlers<Input, Failure>? {
      guard let handlers = state.withLock({ $0.handlers }) else { return nil }
      return unsafeDowncast(handlers, to: Handlers.self)
    }
  }
}

/// The closures of a ``Subscribers/Sink``, kept in its state as `AnyObject`.
///
/// A ``Conduit`` whose subscriber is a sink with unlimited demand calls them directly through
/// ``deliver(_:)``, which checks `hasEnded` instead of taking the sink's lock.
@usableFromInline
final class SinkHandlers<Input, Failure: Error> {
  @usableFromInline
  let receiveValue: (Input) -> Void
  let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
  /// Set when the sink is cancelled or completed; no value is delivered afterwards.
  @usableFromInline
  let hasEnded = Atomic<Bool>(false)

  init(
    receiveValue: @escaping (Input) -> Void,
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.receiveValue = receiveValue
    self.receiveCompletion = receiveCompletion
  }

  /// Calls the value closure unless the sink has ended, as ``Subscribers/Sink/receive(_:)``
  /// does, without taking the sink's lock.
  @inlinable
  func deliver(_ value: Input) {
    if !hasEnded.load(ordering: .acquiring) { receiveValue(value) }
  }
}

/// The state of a ``Subscribers/Sink``; `handlers` is `nil` once it has ended.
private struct SinkState {
  var handlers: AnyObject?
  var subscription: (any Subscription)?
  var hasSubscribed = false
}
