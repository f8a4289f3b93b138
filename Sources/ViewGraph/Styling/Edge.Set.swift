extension Edge {
  /// A set of edges, such as the ones ``View/padding(_:_:)`` pads.
  ///
  /// `Edge.Set` is `Sendable`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Set(rawValue: 1 << Edge.top.rawValue)
    /// The leading edge.
    public static let leading = Set(rawValue: 1 << Edge.leading.rawValue)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << Edge.bottom.rawValue)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 1 << Edge.trailing.rawValue)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.horizontal, .vertical]
  }
}
