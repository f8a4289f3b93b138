/// A colour; it changes how a view looks, never what is counted.
///
/// `Color` is `Sendable` and `Hashable`.
public struct Color: ShapeStyle, Hashable {
  let name: String

  /// Creates a colour from red, green and blue components.
  ///
  /// - Parameters:
  ///   - red: The red component, from 0 to 1.
  ///   - green: The green component, from 0 to 1.
  ///   - blue: The blue component, from 0 to 1.
  ///   - opacity: The opacity, from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    name = "rgba(\(red), \(green), \(blue), \(opacity))"
  }

  private init(name: String) {
    self.name = name
  }

  /// The colour with another opacity.
  ///
  /// - Parameter opacity: The opacity, from 0 to 1.
  /// - Returns: The colour.
  public func opacity(_ opacity: Double) -> Color {
    Color(name: name + " \(opacity)")
  }

  /// The primary content colour.
  public static let primary = Color(name: "primary")
  /// The secondary content colour.
  public static let secondary = Color(name: "secondary")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The accent colour.
  public static let accentColor = Color(name: "accentColor")
  /// Black.
  public static let black = Color(name: "black")
  /// White.
  public static let white = Color(name: "white")
  /// Gray.
  public static let gray = Color(name: "gray")
  /// Red.
  public static let red = Color(name: "red")
  /// Orange.
  public static let orange = Color(name: "orange")
  /// Yellow.
  public static let yellow = Color(name: "yellow")
  /// Green.
  public static let green = Color(name: "green")
  /// Mint.
  public static let mint = Color(name: "mint")
  /// Teal.
  public static let teal = Color(name: "teal")
  /// Cyan.
  public static let cyan = Color(name: "cyan")
  /// Blue.
  public static let blue = Color(name: "blue")
  /// Indigo.
  public static let indigo = Color(name: "indigo")
  /// Purple.
  public static let purple = Color(name: "purple")
  /// Pink.
  public static let pink = Color(name: "pink")
  /// Brown.
  public static let brown = Color(name: "brown")
  /// No colour at all.
  public static let clear = Color(name: "clear")
}
