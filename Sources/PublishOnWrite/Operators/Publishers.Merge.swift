extension Publishers {
  /// A publisher of the values of two publishers of the same type, as they come; made by
  /// ``Publisher/merge(with:)``.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// The upstreams' values.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure

    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - a: The first upstream.
    ///   - b: The second upstream.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber` to both upstreams.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      let inner = MergeSubscription(downstream: subscriber)
      subscriber.receive(subscription: inner)
      a.subscribe(inner.side(0))
      b.subscribe(inner.side(1))
    }
  }
}

extension Publisher {
  /// Publishes the values of this publisher and of `other` as they come.
  ///
  /// Both upstreams are asked for unlimited values; values that arrive while the subscriber
  /// has no demand are buffered, in order, until it asks. It finishes when both upstreams have
  /// finished (and the buffer is delivered), and fails when either fails.
  ///
  /// - Parameter other: The other publisher.
  /// - Returns: A publisher of both publishers' values.
  public func merge<Other: Publisher>(
    with other: Other
  ) -> Publishers.Merge<Self, Other> where Other.Output == Output, Other.Failure == Failure {
    Publishers.Merge(self, other)
  }
}

/// The downstream's subscription to a `merge`: it buffers values beyond the demand.
///
/// Safety: `@unchecked Sendable` because its mutable state is behind a mutex.
private final class MergeSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
  private struct State {
    var buffer: [Downstream.Input] = []
    var demand = Subscribers.Demand.none
    var upstreams: [(any Subscription)?] = [nil, nil]
    var finishedCount = 0
    var isTerminated = false

    /// The next value to send, taking one unit of demand, if there is demand and a value.
    mutating func takeNext() -> Downstream.Input? {
      guard !isTerminated, demand > 0, !buffer.isEmpty else { return nil }
      demand -= 1
      return buffer.removeFirst()
    }

    /// Whether the merge is finished: both upstreams finished and the buffer delivered.
    mutating func takeFinish() -> Bool {
      guard !isTerminated, finishedCount == 2, buffer.isEmpty else { return false }
      isTerminated = true
      return true
    }
  }

  private let downstream: Downstream
  private let state = Lock(State())

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  /// The subscriber for upstream number `side`.
  func side(_ side: Int) -> SideSubscriber<Downstream.Input, Downstream.Failure> {
    SideSubscriber(
      onSubscription: { self.attach($0, side: side) },
      onValue: { self.receive($0) },
      onCompletion: { self.complete($0, side: side) })
  }

  private func attach(_ subscription: any Subscription, side: Int) {
    let accepted = state.withLock { state in
      guard !state.isTerminated, state.upstreams[side] == nil else { return false }
      state.upstreams[side] = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    subscription.request(.unlimited)
  }

  private func receive(_ value: Downstream.Input) -> Subscribers.Demand {
    let isAccepted = state.withLock { state in
      guard !state.isTerminated else { return false }
      state.buffer.append(value)
      return true
    }
    if isAccepted { drain() }
    return .none
  }

  /// Sends buffered values while there is demand, then the completion once due.
  private func drain() {
    while let value = state.withLock({ $0.takeNext() }) {
      let more = downstream.receive(value)
      state.withLock { $0.demand += more }
    }
    if state.withLock({ $0.takeFinish() }) { downstream.receive(completion: .finished) }
  }

  private func complete(_ completion: Subscribers.Completion<Downstream.Failure>, side: Int) {
    guard case .failure = completion else {
      state.withLock { state in
        state.finishedCount += 1
        state.upstreams[side] = nil
      }
      return drain()
    }
    let upstreams = state.withLock { state -> [(any Subscription)?]? in
      guard !state.isTerminated else { return nil }
      defer { state = State(isTerminated: true) }
      return state.upstreams
    }
    guard let upstreams else { return }
    for upstream in upstreams { upstream?.cancel() }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.demand += demand }
    drain()
  }

  func cancel() {
    let upstreams = state.withLock { state in
      defer { state = State(isTerminated: true) }
      return state.upstreams
    }
    for upstream in upstreams { upstream?.cancel() }
  }
}
