/// The views of a builder block, in order.
///
/// Each child's structural identity is its position in the block. Built by ``ViewBuilder``;
/// not `Sendable` (it holds views).
public struct TupleView<each Content: View>: View {
  /// The type of the body: a tuple view is expanded by the graph.
  public typealias Body = Never

  let children: [any View]

  /// Creates a tuple view from the views of a block.
  ///
  /// - Parameter content: The views, in order.
  public init(_ content: repeat each Content) {
    // One allocation of the right size, instead of one per growth of the array.
    var count = 0
    for _ in repeat each content { count += 1 }
    var children: [any View] = []
    children.reserveCapacity(count)
    for child in repeat each content {
      children.append(child)
    }
    self.children = children
  }
}

extension TupleView: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    for (index, child) in children.enumerated() {
      list.append(child, position: ViewList.position(position, String(index)), ids: ids)
    }
  }
}
