/// A thin line that separates content.
///
/// `Divider` is `Sendable` and `Equatable`; it is a primitive, so it is never counted.
nonisolated public struct Divider: View, Equatable, Sendable {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// Creates a divider.
  public init() {}
}

extension Divider: LeafPrimitiveView, FixedLinePrimitive {
  static var fixedLine: String { "Divider" }
}
