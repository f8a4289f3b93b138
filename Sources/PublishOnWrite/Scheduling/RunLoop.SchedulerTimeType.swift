public import Foundation

extension RunLoop {
  /// A run loop's notion of time: a `Date`.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// An interval between two dates; the same type as a dispatch queue's, so that
    /// `.milliseconds(300)` and `.seconds(1)` are written the same way for both.
    public typealias Stride = DispatchQueue.SchedulerTimeType.Stride

    /// The date.
    public var date: Date

    /// Creates a time.
    ///
    /// - Parameter date: The date.
    public init(_ date: Date) {
      self.date = date
    }

    /// The interval from this time to `other`.
    ///
    /// - Parameter other: Another time.
    /// - Returns: The interval; negative when `other` is earlier.
    public func distance(to other: Self) -> Stride {
      .seconds(other.date.timeIntervalSince(date))
    }

    /// The time `interval` after this one.
    ///
    /// - Parameter interval: The interval; may be negative.
    /// - Returns: The later (or earlier) time.
    public func advanced(by interval: Stride) -> Self {
      Self(date.addingTimeInterval(interval.timeInterval))
    }
  }
}
