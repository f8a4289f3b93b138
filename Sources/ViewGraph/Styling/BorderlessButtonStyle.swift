/// A button without a border.
///
/// `BorderlessButtonStyle` is `Sendable`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button without a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
