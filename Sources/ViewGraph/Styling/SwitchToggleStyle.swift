/// A toggle shown as a switch.
///
/// `SwitchToggleStyle` is `Sendable`.
public struct SwitchToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A toggle shown as a switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
