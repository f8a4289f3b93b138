/// The mounted custom views, parents before children (the order of ``Graph/allNodes()``), and
/// whether each is in a row: a view with explicit ids (a `ForEach` element, or `.id(_:)`), or
/// one below such a view.
///
/// The audit keeps it from one flush to the next until a node's children change, when it is
/// made again: a flush that mounts and unmounts nothing walks no tree to find its views.
struct AuditedViews {
  let nodes: [Node]
  let isRow: [Bool]
  /// The indices in ``nodes`` of the views outside rows, in order.
  let outsideRows: [Int]

  /// Lists the custom views below `root`, `root` included.
  init(root: Node?) {
    var nodes: [Node] = []
    var isRow: [Bool] = []
    var outsideRows: [Int] = []
    var stack = root.map { [($0, false)] } ?? []
    while let (node, parentIsRow) = stack.popLast() {
      let inRow = parentIsRow || !node.key.ids.isEmpty
      if !node.info.isPrimitive {
        if !inRow { outsideRows.append(nodes.count) }
        nodes.append(node)
        isRow.append(inRow)
      }
      for child in node.children.reversed() { stack.append((child, inRow)) }
    }
    self.nodes = nodes
    self.isRow = isRow
    self.outsideRows = outsideRows
  }
}
