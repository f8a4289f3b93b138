extension Publishers {
  /// A publisher that sends the elements of a sequence, as many as requested, then finishes;
  /// the prefix of ``Publisher/prepend(_:)-(Output...)``.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The sequence's elements.
    public typealias Output = Elements.Element

    /// The elements to send.
    public let sequence: Elements

    /// Creates the publisher.
    ///
    /// - Parameter sequence: The elements to send.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    /// Attaches `subscriber`; it receives the elements as it requests them, then finishes.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      var iterator = sequence.makeIterator()
      guard let first = iterator.next() else {
        subscriber.receive(subscription: EmptySubscription())
        subscriber.receive(completion: .finished)
        return
      }
      subscriber.receive(
        subscription: SequenceSubscription<Elements, Downstream>(
          downstream: subscriber, first: first, rest: iterator))
    }
  }
}

/// Sends the elements of a sequence to one subscriber as it requests them.
///
/// One thread at a time emits: a request made while another call is emitting (from inside the
/// subscriber, or from another thread) only adds demand, which the emitting call uses. Only
/// the emitting call touches the iterator, with no lock held.
///
/// Safety: `@unchecked Sendable` because `state` is behind a mutex, and `iterator` is used only
/// by the call that set `isEmitting`, which the mutex hands to one call at a time.
private final class SequenceSubscription<Elements: Sequence, Downstream: Subscriber>: Subscription,
  @unchecked Sendable
where Downstream.Input == Elements.Element {
  private struct State {
    var demand = Subscribers.Demand.none
    var isEmitting = false
    var isDone = false
  }

  private let downstream: Downstream
  private let state = Lock(State())
  private var next: Elements.Element?
  private var iterator: Elements.Iterator

  init(downstream: Downstream, first: Elements.Element, rest: Elements.Iterator) {
    self.downstream = downstream
    next = first
    iterator = rest
  }

  func request(_ demand: Subscribers.Demand) {
    let owns = state.withLock { state in
      state.demand += demand
      guard !state.isDone, !state.isEmitting else { return false }
      state.isEmitting = true
      return true
    }
    if owns { emit() }
  }

  private func emit() {
    while true {
      let proceed = state.withLock { state in
        guard !state.isDone, state.demand > 0 else {
          state.isEmitting = false
          return false
        }
        state.demand -= 1
        return true
      }
      guard proceed, let element = next else { return }
      next = iterator.next()
      let more = downstream.receive(element)
      let finished = state.withLock { state in
        state.demand += more
        guard next == nil, !state.isDone else { return false }
        state.isDone = true
        return true
      }
      if finished { return downstream.receive(completion: .finished) }
    }
  }

  func cancel() {
    state.withLock { $0.isDone = true }
  }
}
