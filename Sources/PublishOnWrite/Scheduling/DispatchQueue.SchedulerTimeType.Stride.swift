public import Dispatch

extension DispatchQueue.SchedulerTimeType {
  /// An interval between two dispatch times, in nanoseconds; written `.milliseconds(300)`,
  /// `.seconds(1)`, or as a number of seconds (`0.3`).
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Sendable
  {
    /// The interval in nanoseconds.
    public var magnitude: Int

    /// The interval as a `TimeInterval`-like number of seconds.
    public var timeInterval: Double {
      Double(magnitude) / 1_000_000_000
    }

    private init(nanoseconds: Int) {
      magnitude = nanoseconds
    }

    /// An interval of whole seconds, written as an integer literal.
    ///
    /// - Parameter value: The number of seconds.
    public init(integerLiteral value: Int) {
      self = .seconds(value)
    }

    /// An interval of seconds, written as a floating-point literal.
    ///
    /// - Parameter value: The number of seconds.
    public init(floatLiteral value: Double) {
      self = .seconds(value)
    }

    /// An interval of whole seconds, if `source` is representable.
    ///
    /// - Parameter source: The number of seconds.
    public init?<Source: BinaryInteger>(exactly source: Source) {
      guard let seconds = Int(exactly: source) else { return nil }
      let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
      guard !overflow else { return nil }
      self.init(nanoseconds: nanoseconds)
    }

    /// An interval of whole seconds.
    ///
    /// - Parameter seconds: The number of seconds.
    /// - Returns: The interval.
    public static func seconds(_ seconds: Int) -> Self {
      Self(nanoseconds: seconds * 1_000_000_000)
    }

    /// An interval of seconds and fractions of a second.
    ///
    /// - Parameter seconds: The number of seconds.
    /// - Returns: The interval.
    public static func seconds(_ seconds: Double) -> Self {
      Self(nanoseconds: Int((seconds * 1_000_000_000).rounded()))
    }

    /// An interval of milliseconds.
    ///
    /// - Parameter milliseconds: The number of milliseconds.
    /// - Returns: The interval.
    public static func milliseconds(_ milliseconds: Int) -> Self {
      Self(nanoseconds: milliseconds * 1_000_000)
    }

    /// An interval of microseconds.
    ///
    /// - Parameter microseconds: The number of microseconds.
    /// - Returns: The interval.
    public static func microseconds(_ microseconds: Int) -> Self {
      Self(nanoseconds: microseconds * 1_000)
    }

    /// An interval of nanoseconds.
    ///
    /// - Parameter nanoseconds: The number of nanoseconds.
    /// - Returns: The interval.
    public static func nanoseconds(_ nanoseconds: Int) -> Self {
      Self(nanoseconds: nanoseconds)
    }

    /// Returns whether `lhs` is shorter than `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: An interval.
    ///   - rhs: Another interval.
    /// - Returns: `true` when `lhs` is shorter.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.magnitude < rhs.magnitude
    }

    /// Adds two intervals.
    ///
    /// - Parameters:
    ///   - lhs: An interval.
    ///   - rhs: Another interval.
    /// - Returns: The sum.
    public static func + (lhs: Self, rhs: Self) -> Self {
      Self(nanoseconds: lhs.magnitude + rhs.magnitude)
    }

    /// Subtracts an interval.
    ///
    /// - Parameters:
    ///   - lhs: An interval.
    ///   - rhs: The interval to subtract.
    /// - Returns: The difference.
    public static func - (lhs: Self, rhs: Self) -> Self {
      Self(nanoseconds: lhs.magnitude - rhs.magnitude)
    }

    /// Multiplies two intervals' nanosecond counts.
    ///
    /// - Parameters:
    ///   - lhs: An interval.
    ///   - rhs: Another interval.
    /// - Returns: The product of the counts.
    public static func * (lhs: Self, rhs: Self) -> Self {
      Self(nanoseconds: lhs.magnitude * rhs.magnitude)
    }

    /// Multiplies in place.
    ///
    /// - Parameters:
    ///   - lhs: The interval to change.
    ///   - rhs: The factor.
    public static func *= (lhs: inout Self, rhs: Self) {
      lhs = lhs * rhs
    }
  }
}
