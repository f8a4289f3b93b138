/// A list with no background or insets.
///
/// `PlainListStyle` is `Sendable`.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// A list with no background or insets.
  public static var plain: PlainListStyle { PlainListStyle() }
}
