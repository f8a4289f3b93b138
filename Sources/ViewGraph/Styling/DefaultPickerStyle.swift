/// The platform's default picker style.
///
/// `DefaultPickerStyle` is `Sendable`.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default picker style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
