/// A picker shown as a menu.
///
/// `MenuPickerStyle` is `Sendable`.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A picker shown as a menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
