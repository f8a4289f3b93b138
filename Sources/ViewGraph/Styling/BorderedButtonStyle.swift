/// A button with a border.
///
/// `BorderedButtonStyle` is `Sendable`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button with a border.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
