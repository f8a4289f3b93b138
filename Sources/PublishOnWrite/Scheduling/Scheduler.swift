/// A context where work runs, now or at a time, as Combine's `Scheduler`: what
/// ``Publisher/receive(on:options:)`` and ``Publisher/debounce(for:scheduler:options:)``
/// deliver on.
///
/// `DispatchQueue` and `RunLoop` conform, so the spellings people write compile:
///
/// ```swift
/// $query
///   .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
///   .receive(on: RunLoop.main)
///   .sink { search($0) }
/// ```
///
/// This is the part of Combine's protocol those two operators need: repeating work
/// (`schedule(after:interval:…)`) is not offered.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's notion of time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

  /// Options that change how work is scheduled.
  associatedtype SchedulerOptions

  /// The scheduler's current time.
  var now: SchedulerTimeType { get }

  /// The smallest tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` soon, on the scheduler.
  ///
  /// - Parameters:
  ///   - options: How to schedule it, or `nil`.
  ///   - action: The work; it runs once.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs `action` on the scheduler at `date` or soon after.
  ///
  /// - Parameters:
  ///   - date: When to run it.
  ///   - tolerance: How late it may run.
  ///   - options: How to schedule it, or `nil`.
  ///   - action: The work; it runs once.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
  /// Runs `action` soon, on the scheduler.
  ///
  /// - Parameter action: The work; it runs once.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs `action` on the scheduler at `date` or soon after.
  ///
  /// - Parameters:
  ///   - date: When to run it.
  ///   - action: The work; it runs once.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }
}
