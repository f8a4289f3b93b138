/// A list of grouped sections.
///
/// `GroupedListStyle` is `Sendable`.
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == GroupedListStyle {
  /// A list of grouped sections.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
