extension Subscribers.Demand: Comparable {
  /// Returns whether `lhs` is less than `rhs`; ``unlimited`` is greater than every count.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: Another demand.
  /// - Returns: `true` when `lhs` wants fewer values.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Adds two demands; anything plus ``unlimited``, or a sum past `Int.max`, is unlimited.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: Another demand.
  /// - Returns: The sum.
  public static func + (lhs: Self, rhs: Self) -> Self {
    guard let left = lhs.max, let right = rhs.max else { return .unlimited }
    let (sum, overflow) = left.addingReportingOverflow(right)
    return .clamping(sum, overflow: overflow)
  }

  /// Adds a count to a demand.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: A count; a negative one subtracts.
  /// - Returns: The sum, never below none.
  public static func + (lhs: Self, rhs: Int) -> Self {
    guard let left = lhs.max else { return .unlimited }
    let (sum, overflow) = left.addingReportingOverflow(rhs)
    return .clamping(sum, overflow: overflow && rhs > 0)
  }

  /// Subtracts a demand; ``unlimited`` minus anything is unlimited, a count minus
  /// ``unlimited`` or minus more than it holds is none.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: The demand to subtract.
  /// - Returns: The difference, never below none.
  public static func - (lhs: Self, rhs: Self) -> Self {
    guard let left = lhs.max else { return .unlimited }
    guard let right = rhs.max else { return .none }
    return .clamping(left - right, overflow: false)
  }

  /// Subtracts a count from a demand.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: A count; a negative one adds.
  /// - Returns: The difference, never below none.
  public static func - (lhs: Self, rhs: Int) -> Self {
    guard let left = lhs.max else { return .unlimited }
    let (difference, overflow) = left.subtractingReportingOverflow(rhs)
    return .clamping(difference, overflow: overflow && rhs < 0)
  }

  /// Multiplies a demand by a count; ``unlimited`` times anything is unlimited.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: A count.
  /// - Returns: The product, never below none.
  public static func * (lhs: Self, rhs: Int) -> Self {
    guard let left = lhs.max else { return .unlimited }
    let (product, overflow) = left.multipliedReportingOverflow(by: rhs)
    return .clamping(product, overflow: overflow && rhs > 0)
  }

  /// Adds a demand in place.
  ///
  /// - Parameters:
  ///   - lhs: The demand to change.
  ///   - rhs: The demand to add.
  public static func += (lhs: inout Self, rhs: Self) {
    lhs = lhs + rhs
  }

  /// Adds a count in place.
  ///
  /// - Parameters:
  ///   - lhs: The demand to change.
  ///   - rhs: The count to add.
  public static func += (lhs: inout Self, rhs: Int) {
    lhs = lhs + rhs
  }

  /// Subtracts a demand in place.
  ///
  /// - Parameters:
  ///   - lhs: The demand to change.
  ///   - rhs: The demand to subtract.
  public static func -= (lhs: inout Self, rhs: Self) {
    lhs = lhs - rhs
  }

  /// Subtracts a count in place.
  ///
  /// - Parameters:
  ///   - lhs: The demand to change.
  ///   - rhs: The count to subtract.
  public static func -= (lhs: inout Self, rhs: Int) {
    lhs = lhs - rhs
  }

  /// Multiplies in place.
  ///
  /// - Parameters:
  ///   - lhs: The demand to change.
  ///   - rhs: The factor.
  public static func *= (lhs: inout Self, rhs: Int) {
    lhs = lhs * rhs
  }

}

extension Subscribers.Demand {
  /// Returns whether a demand is exactly `rhs` values.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: A count.
  /// - Returns: `true` when the demand is finite and equal to the count.
  public static func == (lhs: Self, rhs: Int) -> Bool {
    lhs.max == rhs
  }

  /// Returns whether a demand is not exactly `rhs` values.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: A count.
  /// - Returns: `true` when the demand is unlimited or another count.
  public static func != (lhs: Self, rhs: Int) -> Bool {
    !(lhs == rhs)
  }

  /// Returns whether a demand is less than a count.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: A count.
  /// - Returns: `true` when the demand is finite and smaller.
  public static func < (lhs: Self, rhs: Int) -> Bool {
    lhs.max.map { $0 < rhs } ?? false
  }

  /// Returns whether a demand is greater than a count.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: A count.
  /// - Returns: `true` when the demand is unlimited or larger.
  public static func > (lhs: Self, rhs: Int) -> Bool {
    lhs.max.map { $0 > rhs } ?? true
  }

  /// Returns whether a demand is at most a count.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: A count.
  /// - Returns: `true` when the demand is finite and not larger.
  public static func <= (lhs: Self, rhs: Int) -> Bool {
    !(lhs > rhs)
  }

  /// Returns whether a demand is at least a count.
  ///
  /// - Parameters:
  ///   - lhs: A demand.
  ///   - rhs: A count.
  /// - Returns: `true` when the demand is unlimited or not smaller.
  public static func >= (lhs: Self, rhs: Int) -> Bool {
    !(lhs < rhs)
  }

  /// Returns whether a count equals a demand.
  ///
  /// - Parameters:
  ///   - lhs: A count.
  ///   - rhs: A demand.
  /// - Returns: `true` when the demand is finite and equal.
  public static func == (lhs: Int, rhs: Self) -> Bool {
    rhs == lhs
  }

  /// Returns whether a count differs from a demand.
  ///
  /// - Parameters:
  ///   - lhs: A count.
  ///   - rhs: A demand.
  /// - Returns: `true` when the demand is unlimited or another count.
  public static func != (lhs: Int, rhs: Self) -> Bool {
    rhs != lhs
  }

  /// Returns whether a count is less than a demand.
  ///
  /// - Parameters:
  ///   - lhs: A count.
  ///   - rhs: A demand.
  /// - Returns: `true` when the demand is larger.
  public static func < (lhs: Int, rhs: Self) -> Bool {
    rhs > lhs
  }

  /// Returns whether a count is greater than a demand.
  ///
  /// - Parameters:
  ///   - lhs: A count.
  ///   - rhs: A demand.
  /// - Returns: `true` when the demand is smaller.
  public static func > (lhs: Int, rhs: Self) -> Bool {
    rhs < lhs
  }

  /// Returns whether a count is at most a demand.
  ///
  /// - Parameters:
  ///   - lhs: A count.
  ///   - rhs: A demand.
  /// - Returns: `true` when the demand is not smaller.
  public static func <= (lhs: Int, rhs: Self) -> Bool {
    rhs >= lhs
  }

  /// Returns whether a count is at least a demand.
  ///
  /// - Parameters:
  ///   - lhs: A count.
  ///   - rhs: A demand.
  /// - Returns: `true` when the demand is not larger.
  public static func >= (lhs: Int, rhs: Self) -> Bool {
    rhs <= lhs
  }
}
