/// A horizontal and a vertical alignment together; layout only, never counted.
///
/// `Alignment` is `Sendable` and `Hashable`.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two parts.
  ///
  /// - Parameters:
  ///   - horizontal: The horizontal part.
  ///   - vertical: The vertical part.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
