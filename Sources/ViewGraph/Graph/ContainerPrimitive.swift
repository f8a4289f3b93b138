/// A primitive that holds a builder block and shows it as its children, such as ``VStack``.
///
/// Its children take their structural identity from their position in the block.
nonisolated protocol ContainerPrimitive: PrimitiveView {
  associatedtype Content: View

  /// The children.
  var content: Content { get }
}

extension ContainerPrimitive {
  /// Appends ``content``, as ``ViewList/appendContent(_:)`` does.
  ///
  /// A stack reads its content in place instead (see ``PrimitiveView/appendChildren(at:to:)``):
  /// the getter copies it.
  func appendChildren(to list: inout ViewList) {
    list.appendContent(content)
  }
}
