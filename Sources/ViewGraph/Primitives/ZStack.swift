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
  /// Appends the content of the value at `address`, read in place: the content is the type's
  /// only stored property, at offset 0 (checked by ``contentOffset``).
  static func appendChildren(at address: UnsafeRawPointer, to list: inout ViewList) {
    list.appendContent(at: address, as: Content.self)
  }

  /// The offset of the content in a value, for the test that checks it is 0.
  package static var contentOffset: Int? { MemoryLayout<Self>.offset(of: \Self.content) }

  static var fixedLine: String { "ZStack" }
}
