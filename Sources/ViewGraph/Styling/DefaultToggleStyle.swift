/// The platform's default toggle style.
///
/// `DefaultToggleStyle` is `Sendable`.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
