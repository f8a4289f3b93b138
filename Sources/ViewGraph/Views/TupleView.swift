/// The views of a builder block, in order.
///
/// Each child's structural identity is its position in the block. Built by ``ViewBuilder``;
/// not `Sendable` (it holds views).
nonisolated public struct TupleView<each Content: View>: View {
  /// The type of the body: a tuple view is expanded by the graph.
  public typealias Body = Never

  /// The views, stored inline: no array, and no box per view (a view is boxed only when the
  /// graph takes it as `any View`, which it does once per expansion anyway).
  let value: (repeat each Content)

  /// Creates a tuple view from the views of a block.
  ///
  /// - Parameter content: The views, in order.
  public init(_ content: repeat each Content) {
    value = (repeat each content)
  }

  /// Calls `body` with each view, in order.
  func forEachChild(_ body: (any View) -> Void) {
    for child in repeat each value { body(child) }
  }
}

extension TupleView: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    var index = 0
    forEachChild { child in
      list.append(child, position: ViewList.position(position, String(index)), ids: ids)
      index += 1
    }
  }
}
