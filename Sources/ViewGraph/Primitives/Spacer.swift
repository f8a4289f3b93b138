/// Flexible space that pushes its siblings apart in a stack.
///
/// `Spacer` is `Sendable` and `Equatable`; it is a primitive, so it is never counted.
nonisolated public struct Spacer: View, Equatable, Sendable {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// Creates a spacer.
  ///
  /// - Parameter minLength: The least space it takes; it changes nothing counted.
  public init(minLength: Double? = nil) {}
}

extension Spacer: LeafPrimitiveView, FixedLinePrimitive {
  static var fixedLine: String { "Spacer" }
}
