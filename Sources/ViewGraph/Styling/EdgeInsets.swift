/// The inset of each edge of a rectangle; layout only, never counted.
///
/// `EdgeInsets` is `Sendable` and `Hashable`.
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: Double
  /// The leading inset.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The trailing inset.
  public var trailing: Double

  /// Creates insets, zero unless given.
  ///
  /// - Parameters:
  ///   - top: The top inset.
  ///   - leading: The leading inset.
  ///   - bottom: The bottom inset.
  ///   - trailing: The trailing inset.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
