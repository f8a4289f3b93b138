/// A mounted node as seen from outside the graph: its identity path, type and current value.
///
/// A snapshot: it does not change when the graph does. Not `Sendable` (it holds a view).
public struct ViewNode {
  /// The identity path, such as `Root/VStack/Child[1]`.
  public let path: String
  /// The view type's name, such as `Child`.
  public let viewType: String
  /// The view value the node holds.
  public let view: any View
  /// The explicit ids that identify the node, outermost first: a `ForEach` row's id, the value
  /// given to `.id(_:)`; empty for a view identified by its position alone.
  public let explicitIDs: [AnyHashable]
  /// The node itself, which ``ViewHost/tap(_:in:)`` searches below while it is mounted.
  let node: Node

  init(_ node: Node) {
    self.node = node
    // Not kept in the node: a search through a million rows would keep a million paths.
    path = node.transientPath
    viewType = node.info.name
    view = node.view
    explicitIDs = node.key.ids.all
  }
}
