extension Axis {
  /// A set of axes, such as the directions a ``ScrollView`` scrolls in.
  ///
  /// `Axis.Set` is `Sendable`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
