/// How views line up vertically in a horizontal stack; layout only, never counted.
///
/// `VerticalAlignment` is `Sendable` and `Hashable`.
public struct VerticalAlignment: Hashable, Sendable {
  let name: String

  /// Aligns top edges.
  public static let top = VerticalAlignment(name: "top")
  /// Aligns centres.
  public static let center = VerticalAlignment(name: "center")
  /// Aligns bottom edges.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// Aligns the first text baselines.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  /// Aligns the last text baselines.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}
