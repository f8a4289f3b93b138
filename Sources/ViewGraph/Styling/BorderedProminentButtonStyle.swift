/// A button with a prominent border.
///
/// `BorderedProminentButtonStyle` is `Sendable`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button with a prominent border.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
