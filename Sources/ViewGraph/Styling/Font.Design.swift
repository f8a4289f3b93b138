extension Font {
  /// A family of system fonts.
  ///
  /// `Font.Design` is `Sendable` and `Hashable`.
  public enum Design: Hashable, Sendable {
    /// The default design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design.
    case rounded
    /// A monospaced design.
    case monospaced
  }
}
