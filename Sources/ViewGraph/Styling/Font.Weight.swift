extension Font {
  /// The thickness of a font's strokes.
  ///
  /// `Font.Weight` is `Sendable` and `Hashable`.
  public struct Weight: Hashable, Sendable {
    private let value: Int

    /// The thinnest weight.
    public static let ultraLight = Weight(value: 100)
    /// A thin weight.
    public static let thin = Weight(value: 200)
    /// A light weight.
    public static let light = Weight(value: 300)
    /// The regular weight.
    public static let regular = Weight(value: 400)
    /// A medium weight.
    public static let medium = Weight(value: 500)
    /// A semibold weight.
    public static let semibold = Weight(value: 600)
    /// The bold weight.
    public static let bold = Weight(value: 700)
    /// A heavy weight.
    public static let heavy = Weight(value: 800)
    /// The heaviest weight.
    public static let black = Weight(value: 900)
  }
}
