/// One edge of a rectangle; layout only, never counted.
///
/// `Edge` is `Sendable` and `Hashable`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing
}
