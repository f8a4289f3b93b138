import PublishOnWrite

/// A subscriber that requests a fixed demand up front, records what it receives, and asks for
/// `more` after each value.
final class DemandSubscriber<Input: Sendable>: Subscriber, @unchecked Sendable {
  // Safety: `state` is the only mutable state, behind a lock.
  typealias Failure = Never

  private struct State {
    var values: [Input] = []
    var completions = 0
    var subscription: (any Subscription)?
  }

  private let state = Lock(State())
  private let initial: Subscribers.Demand
  private let more: Subscribers.Demand

  init(initial: Subscribers.Demand, more: Subscribers.Demand = .none) {
    self.initial = initial
    self.more = more
  }

  func receive(subscription: any Subscription) {
    state.withLock { $0.subscription = subscription }
    if initial > 0 { subscription.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    state.withLock { $0.values.append(input) }
    return more
  }

  func receive(completion: Subscribers.Completion<Never>) {
    state.withLock { $0.completions += 1 }
  }

  /// Requests more values through the kept subscription.
  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.subscription }?.request(demand)
  }

  var values: [Input] { state.withLock { $0.values } }
  var completions: Int { state.withLock { $0.completions } }
}
