/// A translucent background material, such as `.regularMaterial`.
///
/// `Material` is `Sendable` and `Hashable`.
public struct Material: ShapeStyle, Hashable {
  let thickness: Int

  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The thinnest material.
  public static let ultraThinMaterial = Material(thickness: 0)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// A thin material.
  public static let thinMaterial = Material(thickness: 1)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The regular material.
  public static let regularMaterial = Material(thickness: 2)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// A thick material.
  public static let thickMaterial = Material(thickness: 3)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The thickest material.
  public static let ultraThickMaterial = Material(thickness: 4)
  /// The material of bars.
  public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { Material(thickness: 0) }
  /// A thin material.
  public static var thinMaterial: Material { Material(thickness: 1) }
  /// The regular material.
  public static var regularMaterial: Material { Material(thickness: 2) }
  /// A thick material.
  public static var thickMaterial: Material { Material(thickness: 3) }
  /// The thickest material.
  public static var ultraThickMaterial: Material { Material(thickness: 4) }
  /// The material of bars.
  public static var bar: Material { Material(thickness: 5) }
}
