/// A direction of layout or scrolling; layout only, never counted.
///
/// `Axis` is `Sendable` and `Hashable`.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}
