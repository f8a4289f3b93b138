/// A time interval that can be made from seconds and their fractions, as Combine's
/// `SchedulerTimeIntervalConvertible`: what lets `.milliseconds(300)` and `.seconds(1)` be
/// written where a scheduler's stride is expected.
public protocol SchedulerTimeIntervalConvertible {
  /// An interval of whole seconds.
  ///
  /// - Parameter seconds: The number of seconds.
  /// - Returns: The interval.
  static func seconds(_ seconds: Int) -> Self

  /// An interval of seconds and fractions of a second.
  ///
  /// - Parameter seconds: The number of seconds.
  /// - Returns: The interval.
  static func seconds(_ seconds: Double) -> Self

  /// An interval of milliseconds.
  ///
  /// - Parameter milliseconds: The number of milliseconds.
  /// - Returns: The interval.
  static func milliseconds(_ milliseconds: Int) -> Self

  /// An interval of microseconds.
  ///
  /// - Parameter microseconds: The number of microseconds.
  /// - Returns: The interval.
  static func microseconds(_ microseconds: Int) -> Self

  /// An interval of nanoseconds.
  ///
  /// - Parameter nanoseconds: The number of nanoseconds.
  /// - Returns: The interval.
  static func nanoseconds(_ nanoseconds: Int) -> Self
}
