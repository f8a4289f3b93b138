/// The platform's default text field style.
///
/// `DefaultTextFieldStyle` is `Sendable`.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default text field style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
