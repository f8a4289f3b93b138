/// A text field with no decoration.
///
/// `PlainTextFieldStyle` is `Sendable`.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field with no decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
