/// A list shown as a sidebar.
///
/// `SidebarListStyle` is `Sendable`.
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  public init() {}
}

extension ListStyle where Self == SidebarListStyle {
  /// A list shown as a sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
