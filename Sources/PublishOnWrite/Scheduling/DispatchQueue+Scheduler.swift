public import Dispatch

extension DispatchQueue: Scheduler {
  /// No options: work is submitted with the queue's own quality of service.
  public typealias SchedulerOptions = Never

  /// The current dispatch time.
  public var now: SchedulerTimeType {
    SchedulerTimeType(.now())
  }

  /// No tolerance: dispatch runs work as soon as it can after its deadline.
  public var minimumTolerance: SchedulerTimeType.Stride {
    .zero
  }

  /// Submits `action` to the queue.
  ///
  /// - Parameters:
  ///   - options: Unused.
  ///   - action: The work.
  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    let action = ScheduledAction(run: action)
    async { action.run() }
  }

  /// Submits `action` to the queue at `date`.
  ///
  /// - Parameters:
  ///   - date: The deadline.
  ///   - tolerance: Unused.
  ///   - options: Unused.
  ///   - action: The work.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    let action = ScheduledAction(run: action)
    asyncAfter(deadline: date.dispatchTime) { action.run() }
  }
}
