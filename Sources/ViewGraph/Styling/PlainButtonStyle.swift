/// A button with no decoration.
///
/// `PlainButtonStyle` is `Sendable`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates the style.
  public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button with no decoration.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
