/// A list of grouped sections inset from its container.
///
/// `InsetGroupedListStyle` is `Sendable`.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// A list of grouped sections inset from its container.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
