extension Publishers {
  /// A publisher that sends all the values of one publisher, then, once it finishes, those of
  /// another; made by ``Publisher/prepend(_:)-(Output...)``.
  ///
  /// The suffix is subscribed to only when the prefix finishes; a failure of either ends the
  /// whole.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    /// The values of both publishers.
    public typealias Output = Suffix.Output
    /// The failure of both publishers.
    public typealias Failure = Suffix.Failure

    /// The publisher sent first.
    public let prefix: Prefix
    /// The publisher sent after the prefix finishes.
    public let suffix: Suffix

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - prefix: The publisher sent first.
    ///   - suffix: The publisher sent after the prefix finishes.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    /// Attaches `subscriber` to the prefix, then to the suffix.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      let inner = ConcatenateSubscription(downstream: subscriber, suffix: suffix)
      subscriber.receive(subscription: inner)
      prefix.subscribe(ConcatenateSide(inner: inner, isPrefix: true))
    }
  }
}

extension Publisher {
  /// Sends `elements` before the values of this publisher.
  ///
  /// ```swift
  /// $query.dropFirst().prepend("").sink { search($0) }
  /// ```
  ///
  /// This publisher is subscribed to once the elements have been sent.
  ///
  /// - Parameter elements: The values to send first.
  /// - Returns: A publisher of `elements`, then of this publisher's values.
  public func prepend(
    _ elements: Output...
  ) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
    prepend(elements)
  }

  /// Sends the elements of `elements` before the values of this publisher.
  ///
  /// - Parameter elements: The values to send first.
  /// - Returns: A publisher of `elements`, then of this publisher's values.
  public func prepend<Elements: Sequence<Output>>(
    _ elements: Elements
  ) -> Publishers.Concatenate<Publishers.Sequence<Elements, Failure>, Self> {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }
}

/// The downstream's subscription to a concatenation: it keeps the outstanding demand and
/// passes it to whichever upstream is current.
///
/// Safety: `@unchecked Sendable` because its mutable state is behind a mutex.
private final class ConcatenateSubscription<Downstream: Subscriber, Suffix: Publisher>:
  Subscription, @unchecked Sendable
where Suffix.Output == Downstream.Input, Suffix.Failure == Downstream.Failure {
  private struct State {
    var demand = Subscribers.Demand.none
    var upstream: (any Subscription)?
    var isDone = false
  }

  let downstream: Downstream
  private let suffix: Suffix
  private let state = Lock(State())

  init(downstream: Downstream, suffix: Suffix) {
    self.downstream = downstream
    self.suffix = suffix
  }

  /// Takes the subscription of the current upstream and passes it the outstanding demand.
  func attach(_ subscription: any Subscription) {
    let demand = state.withLock { state -> Subscribers.Demand? in
      guard !state.isDone else { return nil }
      state.upstream = subscription
      return state.demand
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  /// Passes a value on; returns the downstream's additional demand for the upstream.
  func forward(_ value: Downstream.Input) -> Subscribers.Demand {
    let isDone = state.withLock { state in
      if !state.isDone { state.demand -= 1 }
      return state.isDone
    }
    guard !isDone else { return .none }
    let more = downstream.receive(value)
    state.withLock { $0.demand += more }
    return more
  }

  /// Handles the end of one upstream: the prefix's normal end starts the suffix.
  func upstreamCompleted(_ completion: Subscribers.Completion<Downstream.Failure>, prefix: Bool) {
    let startsSuffix: Bool
    if prefix, case .finished = completion { startsSuffix = true } else { startsSuffix = false }
    let isDone = state.withLock { state in
      defer {
        state.upstream = nil
        if !startsSuffix { state.isDone = true }
      }
      return state.isDone
    }
    guard !isDone else { return }
    if startsSuffix {
      suffix.subscribe(ConcatenateSide(inner: self, isPrefix: false))
    } else {
      downstream.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    let upstream = state.withLock { state in
      state.demand += demand
      return state.upstream
    }
    upstream?.request(demand)
  }

  func cancel() {
    let upstream = state.withLock { state in
      defer {
        state.isDone = true
        state.upstream = nil
      }
      return state.upstream
    }
    upstream?.cancel()
  }
}

/// Subscribes a concatenation to one of its upstreams.
private struct ConcatenateSide<Downstream: Subscriber, Suffix: Publisher>: Subscriber
where Suffix.Output == Downstream.Input, Suffix.Failure == Downstream.Failure {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let inner: ConcatenateSubscription<Downstream, Suffix>
  let isPrefix: Bool

  func receive(subscription: any Subscription) {
    inner.attach(subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    inner.forward(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    inner.upstreamCompleted(completion, prefix: isPrefix)
  }
}
