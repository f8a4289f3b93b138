/// A text field with a rounded border.
///
/// `RoundedBorderTextFieldStyle` is `Sendable`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field with a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
