internal import Synchronization

/// The subscription a multicasting publisher (``ObservableObjectPublisher``, `$property`, the
/// subjects) hands to each subscriber: it keeps the subscriber's demand and delivers to it.
///
/// A value offered while the subscriber has no demand is not delivered; a publisher with a
/// current value (`$property`, ``CurrentValueSubject``) keeps the latest such value and
/// delivers it at the next request, as it delivers its current value at the first request.
///
/// The subscriber is called with no lock held. Cancelling or finishing releases it.
///
/// Safety: `@unchecked Sendable` because its mutable state is behind `state`'s mutex, the list
/// is a weak reference set once in `init`, and `current` is immutable.
@usableFromInline
final class Conduit<Output, Failure: Error>: AnyConduit, Subscription, @unchecked Sendable {
  /// What the subscriber is owed at its next request.
  fileprivate enum Owed {
    case nothing
    /// The publisher's current value, read when it is delivered.
    case current
    /// A value that was offered while the subscriber had no demand.
    case value(Output)
  }

  private struct State {
    var downstream: (any Subscriber<Output, Failure>)?
    var demand = Subscribers.Demand.none
    var owed: Owed
  }

  private let state: Lock<State>
  private weak var list: SubscriberList?
  /// The publisher's current value, for publishers that have one.
  private let current: (() -> Output)?

  /// Creates the subscription of `downstream` to the publisher whose subscribers are `list`.
  ///
  /// - Parameters:
  ///   - downstream: The subscriber.
  ///   - list: Where the publisher keeps its subscriptions; cancelling removes this one.
  ///   - current: Reads the publisher's current value, owed to the subscriber at its first
  ///     request; `nil` for a publisher without one.
  init(
    _ downstream: some Subscriber<Output, Failure>, list: SubscriberList,
    current: (() -> Output)? = nil
  ) {
    state = Lock(State(downstream: downstream, owed: current == nil ? .nothing : .current))
    self.list = list
    self.current = current
  }

  /// Delivers `value` if the subscriber has demand; otherwise, for a publisher with a current
  /// value, keeps it for the next request.
  @usableFromInline
  func offer(_ value: Output) {
    let (downstream, replaced) = state.withLock { state -> ((any Subscriber<Output, Failure>)?, Owed) in
      guard let downstream = state.downstream else { return (nil, .nothing) }
      guard state.demand > 0 else {
        guard current != nil else { return (nil, .nothing) }
        defer { state.owed = .value(value) }
        return (nil, state.owed)
      }
      state.demand -= 1
      defer { state.owed = .nothing }
      return (downstream, state.owed)
    }
    // A replaced value is released here, with no lock held.
    withExtendedLifetime(replaced) {}
    guard let downstream else { return }
    grant(downstream.receive(value))
  }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    grant(demand)
  }

  /// Adds `demand` and, while there is demand and something owed, delivers it.
  private func grant(_ demand: Subscribers.Demand) {
    var demand = demand
    while demand > 0 {
      let next = state.withLock { state -> ((any Subscriber<Output, Failure>)?, Owed) in
        guard let downstream = state.downstream else { return (nil, .nothing) }
        state.demand += demand
        guard state.demand > 0, !state.owed.isNothing else { return (nil, .nothing) }
        let owed = state.owed
        state.demand -= 1
        state.owed = .nothing
        return (downstream, owed)
      }
      guard let downstream = next.0 else { return }
      switch next.1 {
      case .nothing: return
      case .current: demand = downstream.receive(current!())
      case .value(let value): demand = downstream.receive(value)
      }
    }
  }

  @usableFromInline
  func cancel() {
    guard isActive.exchange(false, ordering: .acquiringAndReleasing) else { return }
    let released = state.withLock { state in
      defer { state = State(downstream: nil, owed: .nothing) }
      return state
    }
    list?.remove(self)
    withExtendedLifetime(released) {}
  }

  override func finish(with completion: Any) {
    guard let completion = completion as? Subscribers.Completion<Failure> else { return }
    isActive.store(false, ordering: .releasing)
    let released = state.withLock { state in
      defer { state = State(downstream: nil, owed: .nothing) }
      return state
    }
    released.downstream?.receive(completion: completion)
  }
}

extension Conduit.Owed {
  fileprivate var isNothing: Bool {
    if case .nothing = self { return true }
    return false
  }
}
