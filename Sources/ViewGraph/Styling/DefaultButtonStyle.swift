/// The platform's default button style.
///
/// `DefaultButtonStyle` is `Sendable`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default button style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
