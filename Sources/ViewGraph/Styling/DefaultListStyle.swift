/// The platform's default list style.
///
/// `DefaultListStyle` is `Sendable`.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default list style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
