/// A list inset from its container.
///
/// `InsetListStyle` is `Sendable`.
public struct InsetListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == InsetListStyle {
  /// A list inset from its container.
  public static var inset: InsetListStyle { InsetListStyle() }
}
