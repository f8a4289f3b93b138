/// A container that stacks its children vertically.
///
/// Its children take their structural identity from their position in the builder block.
/// Not `Sendable` (it holds views).
nonisolated public struct VStack<Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let content: Content

  /// Creates the container from a builder block.
  ///
  /// - Parameters:
  ///   - alignment: How the children line up; it changes nothing counted.
  ///   - spacing: The space between children; it changes nothing counted.
  ///   - content: The children.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension VStack: PlainContainer, FixedLinePrimitive {
  static var fixedLine: String { "VStack" }
}
