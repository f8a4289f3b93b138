/// A container that shows its children as the rows of a list.
///
/// Its children take their structural identity from their position in the builder block.
/// Not `Sendable` (it holds views).
public struct List<Content: View>: View {
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

extension List: PrimitiveView {
  var renderLine: String? { "List" }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
  }
}
