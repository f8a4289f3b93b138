/// A picker that pushes its options.
///
/// `NavigationLinkPickerStyle` is `Sendable`.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A picker that pushes its options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
