/// A picker shown inline.
///
/// `InlinePickerStyle` is `Sendable`.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == InlinePickerStyle {
  /// A picker shown inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
