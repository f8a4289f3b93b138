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
  /// Appends the content of the value at `address`, read in place: the content is the type's
  /// only stored property, at offset 0 (checked by ``contentOffset``).
  static func appendChildren(at address: UnsafeRawPointer, to list: inout ViewList) {
    list.appendContent(at: address, as: Content.self)
  }

  /// The offset of the content in a value, for the test that checks it is 0.
  package static var contentOffset: Int? { MemoryLayout<Self>.offset(of: \Self.content) }

  static var fixedLine: String { "VStack" }
}
