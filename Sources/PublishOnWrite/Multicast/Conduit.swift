public import Synchronization

/// The subscription a multicasting publisher (``ObservableObjectPublisher``, `$property`, the
/// subjects) hands to each subscriber: it keeps the subscriber's demand and delivers to it.
///
/// A value offered while the subscriber has no demand is not delivered; a publisher with a
/// current value (`$property`, ``CurrentValueSubject``) keeps the latest such value and
/// delivers it at the next request, as it delivers its current value at the first request.
///
/// The subscriber is called with no lock held. Cancelling or finishing releases it.
///
/// The lock's state is not generic (the subscriber is in it as a ``SubscriberClosures``
/// object, seen as `AnyObject`): deliveries and cancellation run unspecialized code, where a
/// value of a type built from `Output` (an optional, a tuple, a closure type) would look up
/// type metadata on every call.
///
/// Safety: `@unchecked Sendable` because `state` and `owedValue` are only accessed inside
/// `state.withLock`; the list is a weak reference set once in `init`, and `current` is
/// immutable, as is `sinkHandlers` (whose closures are called unlocked, as a sink calls them).
@usableFromInline
final class Conduit<Output, Failure: Error>: AnyConduit, Subscription, @unchecked Sendable {
  private typealias Closures = SubscriberClosures<Output, Failure>

  private let state: Lock<ConduitState>
  /// A value offered while the subscriber had no demand; set only when `state.hasOwedValue`.
  ///
  /// An ``OwedValue`` seen as `AnyObject` rather than an `Output?`: this unspecialized code would
  /// look up `Optional<Output>`'s metadata on every subscription (to initialize, take and release
  /// it); the box's is looked up only when a value is kept or delivered.
  private var owedValue: AnyObject?
  private weak var list: SubscriberList?
  /// The publisher's current value, for publishers that have one.
  private let current: (() -> Output)?
  /// The closures of a ``Subscribers/Sink`` subscriber; `nil` for other subscribers.
  ///
  /// Called directly (no lock, no demand bookkeeping) once `hasUnlimitedDemand` is set, through
  /// `unownedSinkHandlers`, which this reference keeps valid.
  private let sinkHandlers: SinkHandlers<Output, Failure>?
  /// `sinkHandlers`, unretained, so that a delivery neither retains nor releases it.
  @usableFromInline
  let unownedSinkHandlers: Unmanaged<SinkHandlers<Output, Failure>>?
  /// Set, under the lock, once the demand is unlimited and nothing is owed: from then on every
  /// offered value is delivered, so a sink's deliveries skip the lock.
  @usableFromInline
  let hasUnlimitedDemand = Atomic<Bool>(false)

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
    state = Lock(
      ConduitState(
        downstream: Closures(
          receiveValue: downstream.receive(_:), receiveCompletion: downstream.receive(completion:)),
        owesCurrent: current != nil))
    self.list = list
    self.current = current
    // Written without `Optional.map`, which in this unspecialized code looks up type metadata
    // on every subscription.
    if let sink = downstream as? Subscribers.Sink<Output, Failure>,
      let handlers = sink.handlersForDirectDelivery()
    {
      sinkHandlers = handlers
      unownedSinkHandlers = Unmanaged.passUnretained(handlers)
    } else {
      sinkHandlers = nil
      unownedSinkHandlers = nil
    }
    super.init(isSink: false)
  }

  /// Delivers `value` if the subscriber has demand; otherwise, for a publisher with a current
  /// value, keeps it for the next request.
  ///
  /// A sink with unlimited demand (what `sink` makes) is called directly, with no lock taken
  /// and no reference counted; inlinable, so that this path is specialized for the value type.
  @inlinable
  func offer(_ value: Output) {
    if let unownedSinkHandlers, hasUnlimitedDemand.load(ordering: .acquiring) {
      unownedSinkHandlers._withUnsafeGuaranteedRef { $0.deliver(value) }
    } else {
      offerCountingDemand(value)
    }
  }

  /// The general path of ``offer(_:)``: counts the demand under the lock.
  ///
  /// Nothing of a generic type is declared or returned on this path, so that it needs no type
  /// metadata: the closure is read into a local inside the lock.
  @usableFromInline
  func offerCountingDemand(_ value: Output) {
    var downstream: AnyObject?
    var outcome = OfferOutcome.dropped
    state.withLock { state in
      guard !state.isDone else { return }
      guard state.demand > 0 else {
        if current != nil { outcome = .owed }
        return
      }
      state.demand -= 1
      state.owesCurrent = false
      outcome = state.hasOwedValue ? .deliveredOverOwed : .delivered
      state.hasOwedValue = false
      downstream = state.downstream
    }
    switch outcome {
    case .dropped: return
    case .owed: return keepOwed(value)
    case .deliveredOverOwed: discardOwed()
    case .delivered: break
    }
    guard let downstream else { return }
    let more = unsafeDowncast(downstream, to: Closures.self).receiveValue(value)
    if more > 0 { grant(more) }
  }

  /// Keeps `value` for the subscriber's next request, replacing an older one.
  private func keepOwed(_ value: Output) {
    let kept = OwedValue(value)
    let replaced = state.withLock { state in
      defer {
        owedValue = kept
        state.hasOwedValue = !state.isDone
      }
      return owedValue.take()
    }
    // A replaced value is released here, with no lock held.
    withExtendedLifetime(replaced) {}
    // Demand granted meanwhile is used now.
    grant(.none)
  }

  /// Drops a kept value that a newer delivered value made stale.
  private func discardOwed() {
    let discarded = state.withLock { state in
      state.hasOwedValue ? nil : owedValue.take()
    }
    withExtendedLifetime(discarded) {}
  }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    grant(demand)
  }

  /// Adds `demand` and, while there is demand and something owed, delivers it.
  private func grant(_ demand: Subscribers.Demand) {
    var demand = demand
    while true {
      var owed: AnyObject?
      let downstream = state.withLock { state -> AnyObject? in
        guard !state.isDone else { return nil }
        state.demand += demand
        guard state.demand > 0, state.hasOwedValue || state.owesCurrent else {
          if state.demand == .unlimited, sinkHandlers != nil {
            hasUnlimitedDemand.store(true, ordering: .releasing)
          }
          return nil
        }
        state.demand -= 1
        state.owesCurrent = false
        if state.hasOwedValue {
          owed = owedValue.take()
          state.hasOwedValue = false
        }
        return state.downstream
      }
      guard let downstream else { return }
      // With nothing taken, what is owed is the current value, read with no lock held.
      let value =
        if let owed { unsafeDowncast(owed, to: OwedValue<Output>.self).value } else { current!() }
      demand = unsafeDowncast(downstream, to: Closures.self).receiveValue(value)
    }
  }

  @usableFromInline
  override func cancel() {
    guard isActive.exchange(false, ordering: .acquiringAndReleasing) else { return }
    let released = end()
    list?.remove(self)
    withExtendedLifetime(released) {}
  }

  override func finish(with completion: Any) {
    guard let completion = completion as? Subscribers.Completion<Failure> else { return }
    isActive.store(false, ordering: .releasing)
    guard let downstream = end() else { return }
    unsafeDowncast(downstream, to: Closures.self).receiveCompletion(completion)
  }

  /// Marks the subscription done and takes the subscriber, to be released (with a kept value)
  /// with no lock held.
  private func end() -> AnyObject? {
    var owed: AnyObject?
    let downstream = state.withLock { state -> AnyObject? in
      guard !state.isDone else { return nil }
      state.isDone = true
      if state.hasOwedValue { owed = owedValue.take() }
      state.hasOwedValue = false
      return state.downstream.take()
    }
    withExtendedLifetime(owed) {}
    return downstream
  }
}

/// A subscriber seen through its two closures, kept by a ``Conduit`` as `AnyObject`.
final class SubscriberClosures<Input, Failure: Error> {
  let receiveValue: (Input) -> Subscribers.Demand
  let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

  init(
    receiveValue: @escaping (Input) -> Subscribers.Demand,
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.receiveValue = receiveValue
    self.receiveCompletion = receiveCompletion
  }
}

/// A value kept by a ``Conduit`` for its subscriber's next request.
private final class OwedValue<Output> {
  let value: Output

  init(_ value: Output) {
    self.value = value
  }
}

/// What ``Conduit/offerCountingDemand(_:)`` did with a value.
private enum OfferOutcome {
  /// The subscription is done, or has no demand and no current value to owe.
  case dropped
  /// Kept for the next request.
  case owed
  /// Delivered.
  case delivered
  /// Delivered, making a kept value stale.
  case deliveredOverOwed
}

/// The part of a ``Conduit``'s state that does not depend on its value types.
private struct ConduitState {
  /// The subscriber's ``SubscriberClosures``, until the subscription is done.
  var downstream: AnyObject?
  var demand = Subscribers.Demand.none
  /// Whether the subscriber is owed the publisher's current value.
  var owesCurrent: Bool
  /// Whether the conduit's `owedValue` holds a value.
  var hasOwedValue = false
  var isDone = false
}
