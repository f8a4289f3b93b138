/// A picker shown as a wheel.
///
/// `WheelPickerStyle` is `Sendable`.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A picker shown as a wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
