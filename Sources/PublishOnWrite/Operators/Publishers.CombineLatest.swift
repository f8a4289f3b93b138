extension Publishers {
  /// A publisher of pairs of the latest values of two publishers; made by
  /// ``Publisher/combineLatest(_:)``.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// The latest value of each upstream.
    public typealias Output = (A.Output, B.Output)
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
      let inner = CombineLatestSubscription<A.Output, B.Output, Downstream>(downstream: subscriber)
      subscriber.receive(subscription: inner)
      a.subscribe(
        SideSubscriber(
          onSubscription: { inner.attach($0, side: 0) },
          onValue: { inner.receive(first: $0) },
          onCompletion: { inner.complete($0, side: 0) }))
      b.subscribe(
        SideSubscriber(
          onSubscription: { inner.attach($0, side: 1) },
          onValue: { inner.receive(second: $0) },
          onCompletion: { inner.complete($0, side: 1) }))
    }
  }
}

extension Publisher {
  /// Publishes the pair of the latest values of this publisher and `other` each time either
  /// produces a value, once both have produced one.
  ///
  /// ```swift
  /// $query.combineLatest($filter).sink { query, filter in search(query, filter) }
  /// ```
  ///
  /// Both upstreams are asked for unlimited values and only the latest of each is kept: while
  /// the subscriber has no demand, changes collapse into one pair, sent at its next request.
  /// It finishes when both upstreams have finished, and fails when either fails.
  ///
  /// - Parameter other: The other publisher.
  /// - Returns: A publisher of pairs.
  public func combineLatest<Other: Publisher>(
    _ other: Other
  ) -> Publishers.CombineLatest<Self, Other> where Other.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }
}

/// The downstream's subscription to a `combineLatest`: it keeps the latest value of each
/// upstream, the demand, and whether a pair is waiting for demand.
///
/// Safety: `@unchecked Sendable` because its mutable state is behind a mutex.
private final class CombineLatestSubscription<First, Second, Downstream: Subscriber>:
  Subscription, @unchecked Sendable
where Downstream.Input == (First, Second) {
  private struct State {
    var first: First?
    var second: Second?
    var demand = Subscribers.Demand.none
    /// Whether the latest pair has not been sent for lack of demand.
    var isPairWaiting = false
    var upstreams: [(any Subscription)?] = [nil, nil]
    var finished = [false, false]
    var isTerminated = false

    /// Takes one unit of demand for the current pair, or marks it waiting.
    mutating func takePair() -> (First, Second)? {
      guard !isTerminated, let first, let second else { return nil }
      guard demand > 0 else {
        isPairWaiting = true
        return nil
      }
      demand -= 1
      isPairWaiting = false
      return (first, second)
    }
  }

  private let downstream: Downstream
  private let state = Lock(State())

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  func attach(_ subscription: any Subscription, side: Int) {
    let accepted = state.withLock { state in
      guard !state.isTerminated, state.upstreams[side] == nil else { return false }
      state.upstreams[side] = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    subscription.request(.unlimited)
  }

  func receive(first value: First) -> Subscribers.Demand {
    send(
      state.withLock { state in
        state.first = value
        return state.takePair()
      })
    return .none
  }

  func receive(second value: Second) -> Subscribers.Demand {
    send(
      state.withLock { state in
        state.second = value
        return state.takePair()
      })
    return .none
  }

  /// Sends `pair`, then any pair waiting for the demand the subscriber returns.
  private func send(_ pair: (First, Second)?) {
    var pair = pair
    while let next = pair {
      let more = downstream.receive(next)
      pair = state.withLock { state in
        state.demand += more
        return state.isPairWaiting ? state.takePair() : nil
      }
    }
  }

  func complete(_ completion: Subscribers.Completion<Downstream.Failure>, side: Int) {
    let (ends, others) = state.withLock { state -> (Bool, [(any Subscription)?]) in
      guard !state.isTerminated else { return (false, []) }
      state.finished[side] = true
      state.upstreams[side] = nil
      if case .finished = completion, !state.finished.allSatisfy({ $0 }) { return (false, []) }
      defer { state = State(isTerminated: true) }
      return (true, state.upstreams)
    }
    guard ends else { return }
    for upstream in others { upstream?.cancel() }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    send(
      state.withLock { state in
        state.demand += demand
        return state.isPairWaiting ? state.takePair() : nil
      })
  }

  func cancel() {
    let upstreams = state.withLock { state in
      defer { state = State(isTerminated: true) }
      return state.upstreams
    }
    for upstream in upstreams { upstream?.cancel() }
  }
}
