/// A picker shown as segments.
///
/// `SegmentedPickerStyle` is `Sendable`.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker shown as segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
