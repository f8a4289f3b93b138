/// A horizontal stack that mounts only the items inside the viewport.
///
/// It counts its items as ``LazyVStack`` counts its rows: with
/// ``ViewHost/init(root:visibleRows:)`` only the visible ones are nodes.
/// Not `Sendable` (it holds views).
nonisolated public struct LazyHStack<Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let content: Content

  /// Creates the stack from a builder block.
  ///
  /// - Parameters:
  ///   - alignment: How the items line up; it changes nothing counted.
  ///   - spacing: The space between items; it changes nothing counted.
  ///   - content: The items.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension LazyHStack: LazyContainer, FixedLinePrimitive {
  static var fixedLine: String { "LazyHStack" }
}
