/// A container that overlays its children, back to front.
///
/// Its children take their structural identity from their position in the builder block.
/// Not `Sendable` (it holds views).
nonisolated public struct ZStack<Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let content: Content

  /// Creates the container from a builder block.
  ///
  /// - Parameters:
  ///   - alignment: How the children line up; it changes nothing counted.
  ///   - content: The children, back to front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ZStack: PlainContainer, FixedLinePrimitive {
  static var fixedLine: String { "ZStack" }
}
