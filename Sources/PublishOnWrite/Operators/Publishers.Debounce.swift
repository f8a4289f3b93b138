extension Publishers {
  /// A publisher that passes on a value only after its upstream has been quiet for a while;
  /// made by ``Publisher/debounce(for:scheduler:options:)``.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose bursts of values are reduced to their last.
    public let upstream: Upstream
    /// How long the upstream must be quiet.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// Where the values and the completion are delivered.
    public let scheduler: Context
    /// How deliveries are scheduled.
    public let options: Context.SchedulerOptions?

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose bursts of values are reduced to their last.
    ///   - dueTime: How long the upstream must be quiet.
    ///   - scheduler: Where the values and the completion are delivered.
    ///   - options: How deliveries are scheduled.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`; each subscription keeps its own timer.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      upstream.subscribe(
        DebounceSubscription(
          downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Passes on a value only once no other value has followed it for `dueTime`: a burst of
  /// values becomes its last value, delivered on `scheduler` after the quiet period.
  ///
  /// ```swift
  /// $query
  ///   .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
  ///   .sink { [weak self] in self?.search($0) }
  ///   .store(in: &bag)
  /// ```
  ///
  /// The upstream is asked for unlimited values; a value that comes due while the subscriber
  /// has no demand is dropped. When the upstream completes, a pending value is dropped and the
  /// completion is delivered on `scheduler`.
  ///
  /// - Parameters:
  ///   - dueTime: How long the upstream must be quiet, such as `.milliseconds(300)`.
  ///   - scheduler: Where to deliver, such as `DispatchQueue.main`.
  ///   - options: How to schedule deliveries.
  /// - Returns: A publisher of the last value of each burst.
  public func debounce<Context: Scheduler>(
    for dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, Context> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

/// Subscribes to the upstream, keeps the latest value, and delivers it when its timer, which
/// every new value restarts, fires; it is also the downstream's subscription.
///
/// Safety: `@unchecked Sendable` because its mutable state is behind a mutex.
private final class DebounceSubscription<Downstream: Subscriber, Context: Scheduler>:
  Subscriber, Subscription, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var upstream: (any Subscription)?
    var demand = Subscribers.Demand.none
    /// The latest value and the generation of the timer that delivers it.
    var pending: (value: Input, generation: Int)?
    var generation = 0
    var isTerminated = false
  }

  private let downstream: Downstream
  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let state = Lock(State())

  init(
    downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?
  ) {
    self.downstream = downstream
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { state in
      guard state.upstream == nil, !state.isTerminated else { return false }
      state.upstream = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let (generation, replaced) = state.withLock { state -> (Int?, Input?) in
      guard !state.isTerminated else { return (nil, nil) }
      state.generation += 1
      defer { state.pending = (input, state.generation) }
      return (state.generation, state.pending?.value)
    }
    // A replaced value is released here, with no lock held.
    withExtendedLifetime(replaced) {}
    guard let generation else { return .none }
    let due = scheduler.now.advanced(by: dueTime)
    scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
      [self] in fire(generation)
    }
    return .none
  }

  /// Delivers the pending value if no later value has restarted the timer.
  private func fire(_ generation: Int) {
    let value = state.withLock { state -> Input? in
      guard !state.isTerminated, let pending = state.pending, pending.generation == generation
      else { return nil }
      state.pending = nil
      guard state.demand > 0 else { return nil }
      state.demand -= 1
      return pending.value
    }
    guard let value else { return }
    let more = downstream.receive(value)
    state.withLock { $0.demand += more }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let previous = terminate()
    guard !previous.isTerminated else { return }
    scheduler.schedule(options: options) { [self] in downstream.receive(completion: completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.demand += demand }
  }

  func cancel() {
    terminate().upstream?.cancel()
  }

  /// Ends the subscription, returning what it held so that it is released with no lock held.
  private func terminate() -> State {
    state.withLock { state in
      defer { state = State(isTerminated: true) }
      return state
    }
  }
}
