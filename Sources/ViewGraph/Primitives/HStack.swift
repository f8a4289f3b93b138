/// A container that lays its children out horizontally.
///
/// Its children take their structural identity from their position in the builder block.
/// Not `Sendable` (it holds views).
public struct HStack<Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let content: Content

  /// Creates the container from a builder block.
  ///
  /// - Parameter content: The children.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension HStack: PrimitiveView {
  var renderLine: String? { "HStack" }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
  }
}
