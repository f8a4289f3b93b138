/// How views line up horizontally in a vertical stack; layout only, never counted.
///
/// `HorizontalAlignment` is `Sendable` and `Hashable`.
public struct HorizontalAlignment: Hashable, Sendable {
  let name: String

  /// Aligns leading edges.
  public static let leading = HorizontalAlignment(name: "leading")
  /// Aligns centres.
  public static let center = HorizontalAlignment(name: "center")
  /// Aligns trailing edges.
  public static let trailing = HorizontalAlignment(name: "trailing")
}
