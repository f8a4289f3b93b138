/// A vertical stack that mounts only the rows inside the viewport.
///
/// With the default viewport every row is mounted, as in a ``VStack``. With
/// ``ViewHost/init(root:visibleRows:)``, only the visible rows are nodes; scrolling
/// (``ViewHost/scroll(toRow:in:)``) mounts the rows that come into view and parks the rows that
/// leave it, keeping their state.
/// Not `Sendable` (it holds views).
nonisolated public struct LazyVStack<Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let content: Content

  /// Creates the stack from a builder block.
  ///
  /// - Parameters:
  ///   - alignment: How the rows line up; it changes nothing counted.
  ///   - spacing: The space between rows; it changes nothing counted.
  ///   - content: The rows.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension LazyVStack: LazyContainer, FixedLinePrimitive {
  static var fixedLine: String { "LazyVStack" }
}
