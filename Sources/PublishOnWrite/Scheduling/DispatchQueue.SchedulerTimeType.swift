public import Dispatch

extension DispatchQueue {
  /// A dispatch queue's notion of time: a `DispatchTime`.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime

    /// Creates a time.
    ///
    /// - Parameter time: The dispatch time.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    /// The interval from this time to `other`.
    ///
    /// - Parameter other: Another time.
    /// - Returns: The interval; negative when `other` is earlier.
    public func distance(to other: Self) -> Stride {
      let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
      let end = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
      return .nanoseconds(Int(end - start))
    }

    /// The time `interval` after this one.
    ///
    /// - Parameter interval: The interval; may be negative.
    /// - Returns: The later (or earlier) time.
    public func advanced(by interval: Stride) -> Self {
      let nanoseconds =
        Int64(bitPattern: dispatchTime.uptimeNanoseconds) + Int64(interval.magnitude)
      return Self(DispatchTime(uptimeNanoseconds: UInt64(max(0, nanoseconds))))
    }

    /// Hashes the time.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// Returns whether two times are the same.
    ///
    /// - Parameters:
    ///   - lhs: A time.
    ///   - rhs: Another time.
    /// - Returns: `true` when they are the same instant.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime == rhs.dispatchTime
    }
  }
}
