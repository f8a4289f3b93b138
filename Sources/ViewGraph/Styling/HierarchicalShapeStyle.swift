/// The levels of foreground content: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
///
/// `HierarchicalShapeStyle` is `Sendable` and `Hashable`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int

  /// The first level.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of foreground content.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level of foreground content.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level of foreground content.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level of foreground content.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}
