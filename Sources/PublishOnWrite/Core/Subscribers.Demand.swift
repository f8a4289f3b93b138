extension Subscribers {
  /// How many values a subscriber wants: a number, or unlimited.
  ///
  /// Demands add up, and arithmetic never goes below none: ``unlimited`` stays unlimited when
  /// anything is added, subtracted or multiplied, and a finite demand minus more than it holds
  /// is ``none``.
  ///
  /// ```swift
  /// var demand = Subscribers.Demand.max(2)
  /// demand += 1        // .max(3)
  /// demand -= .max(5)  // .none
  /// ```
  public struct Demand: Hashable, Sendable {
    /// The count, or `UInt.max` for unlimited; a finite count is at most `Int.max`.
    let rawValue: UInt

    private init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// An unlimited number of values.
    public static let unlimited = Demand(rawValue: .max)

    /// No value.
    public static let none = Demand(rawValue: 0)

    /// At most `value` values.
    ///
    /// - Parameter value: The count; it must not be negative.
    /// - Returns: The demand.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Subscribers.Demand.max(\(value)): a demand cannot be negative")
      return Demand(rawValue: UInt(value))
    }

    /// The count, or `nil` when the demand is unlimited.
    public var max: Int? {
      self == .unlimited ? nil : Int(rawValue)
    }

    /// A finite demand clamped to `0...Int.max`, or ``unlimited`` past it.
    static func clamping(_ value: Int, overflow: Bool) -> Demand {
      if overflow { return .unlimited }
      return value < 0 ? .none : .max(value)
    }
  }
}

extension Subscribers.Demand: CustomStringConvertible {
  /// `unlimited`, or `max(n)`.
  public var description: String {
    max.map { "max(\($0))" } ?? "unlimited"
  }
}
