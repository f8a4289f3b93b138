/// The tint of the view's environment, as `.foregroundStyle(.tint)` uses it.
///
/// `TintShapeStyle` is `Sendable` and `Hashable`.
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// Creates the tint style.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of the view's environment.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
