/// A mounted node as seen from outside the graph: its identity path, type and current value.
///
/// A snapshot: it does not change when the graph does. Not `Sendable` (it holds a view).
public struct ViewNode {
  /// The identity path, such as `Root/VStack/Child[1]`.
  public var path: String { identityPath.joined }
  /// The view type's name, such as `Child`.
  public let viewType: String
  /// The view value the node holds.
  public let view: any View
  /// The explicit ids that identify the node, outermost first: a `ForEach` row's id, the value
  /// given to `.id(_:)`; empty for a view identified by its position alone.
  public let explicitIDs: [AnyHashable]
  /// The node itself, which ``ViewHost/tap(_:in:)`` searches below while it is mounted.
  let node: Node
  /// The identity path as the node's parent's path and its own segment, joined when ``path``
  /// is read: a search through a million rows makes no path for the rows it passes over.
  private let identityPath: IdentityPath

  init(_ node: Node, identityPath: IdentityPath) {
    self.node = node
    self.identityPath = identityPath
    viewType = node.info.name
    view = node.view
    explicitIDs = node.key.ids.all
  }
}
