/// How the lines of multiline text line up; it changes nothing counted.
///
/// `TextAlignment` is `Sendable` and `Hashable`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing
}
