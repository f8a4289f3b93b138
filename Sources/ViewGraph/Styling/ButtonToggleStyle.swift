/// A toggle shown as a button.
///
/// `ButtonToggleStyle` is `Sendable`.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle shown as a button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
