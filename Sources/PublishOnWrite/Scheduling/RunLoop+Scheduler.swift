public import Foundation

extension RunLoop: Scheduler {
  /// No options: work runs in the run loop's default mode.
  public typealias SchedulerOptions = Never

  /// The current date.
  public var now: SchedulerTimeType {
    SchedulerTimeType(Date())
  }

  /// No tolerance: timers fire as soon as the run loop can after their date.
  public var minimumTolerance: SchedulerTimeType.Stride {
    .zero
  }

  /// Runs `action` on the run loop's next turn.
  ///
  /// > Important: The action runs only while the run loop runs. On Linux the main run loop is
  /// > not what serves the main actor (that is the main dispatch queue), so work scheduled on
  /// > `RunLoop.main` waits until something runs it, for example `RunLoop.main.run(until:)`.
  ///
  /// - Parameters:
  ///   - options: Unused.
  ///   - action: The work.
  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` on the run loop at `date` or soon after.
  ///
  /// - Parameters:
  ///   - date: When to run it.
  ///   - tolerance: How late it may run.
  ///   - options: Unused.
  ///   - action: The work.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    let action = ScheduledAction(run: action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
  }
}
