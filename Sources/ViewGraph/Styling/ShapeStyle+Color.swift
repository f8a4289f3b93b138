extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// No colour at all.
  public static var clear: Color { Color.clear }
  /// The accent colour.
  public static var accentColor: Color { Color.accentColor }
}
