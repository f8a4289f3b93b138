extension Publishers {
  /// A publisher that delivers its upstream's values and completion on a scheduler; made by
  /// ``Publisher/receive(on:options:)``.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are delivered on the scheduler.
    public let upstream: Upstream
    /// Where values and the completion are delivered.
    public let scheduler: Context
    /// How deliveries are scheduled.
    public let options: Context.SchedulerOptions?

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The publisher whose values are delivered on the scheduler.
    ///   - scheduler: Where values and the completion are delivered.
    ///   - options: How deliveries are scheduled.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`; its subscription and requests stay on the calling threads.
    ///
    /// - Parameter subscriber: The subscriber.
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
      upstream.subscribe(
        ReceiveOnSubscription(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Delivers values and the completion on `scheduler`, in the order they were produced.
  ///
  /// ```swift
  /// model.$results.receive(on: DispatchQueue.main).sink { show($0) }
  /// ```
  ///
  /// The subscription and demand are passed upstream on the calling thread; only deliveries
  /// move. After cancelling, a delivery already scheduled does nothing.
  ///
  /// - Parameters:
  ///   - scheduler: Where to deliver, such as `DispatchQueue.main` or `RunLoop.main`.
  ///   - options: How to schedule deliveries.
  /// - Returns: A publisher that delivers on `scheduler`.
  public func receive<Context: Scheduler>(
    on scheduler: Context, options: Context.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, Context> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// Subscribes to the upstream and schedules each delivery; it is also the downstream's
/// subscription, so that a cancelled subscription drops what is still scheduled.
///
/// Safety: `@unchecked Sendable` because its mutable state is behind a mutex.
private final class ReceiveOnSubscription<Downstream: Subscriber, Context: Scheduler>:
  Subscriber, Subscription, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct State {
    var upstream: (any Subscription)?
    var isCancelled = false
  }

  private let downstream: Downstream
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let state = Lock(State())

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) {
    let accepted = state.withLock { state in
      guard state.upstream == nil, !state.isCancelled else { return false }
      state.upstream = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    scheduler.schedule(options: options) { [self] in
      guard let upstream = state.withLock({ $0.isCancelled ? nil : $0.upstream }) else { return }
      let more = downstream.receive(input)
      if more > 0 { upstream.request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    scheduler.schedule(options: options) { [self] in
      let isCancelled = state.withLock { state in
        defer { state = State(upstream: nil, isCancelled: true) }
        return state.isCancelled
      }
      if !isCancelled { downstream.receive(completion: completion) }
    }
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.upstream }?.request(demand)
  }

  func cancel() {
    let upstream = state.withLock { state in
      defer { state = State(upstream: nil, isCancelled: true) }
      return state.upstream
    }
    upstream?.cancel()
  }
}
