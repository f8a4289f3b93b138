extension Graph {
  /// Takes a row of a lazy container out of the tree while keeping its state: the subtree is
  /// detached (not found, evaluated or tracked; its disappear actions run) and parked in the
  /// container under its identity.
  ///
  /// SwiftUI's `List` keeps the state of every row whose identity still exists, whether it is
  /// on screen or not; rows that scroll back in find their state again.
  func park(_ row: Node, in container: Node) {
    forEachMounted(in: row, detach)
    container.primitiveState?.parkedRows[row.key] = row
  }

  /// Puts a parked row back in the tree: each of its views is found again, each custom view is
  /// to be evaluated (with `@identity`, as a view that appears), and each appear action runs
  /// again.
  ///
  /// - Returns: The row.
  func restore(_ row: Node) -> Node {
    var stack = [row]
    while let node = stack.popLast() {
      node.isMounted = true
      mountedNodeCount += 1
      if node.info.isTitledControl {
        titledControls[node.key.type, default: [:]][node.id] = node
      }
      if node.info.isControl {
        trackedNodes[node.id] = node
      } else if let primitive = node.info.primitive {
        if !primitive.isLeaf {
          node.withView {
            primitive.appendLifecycleActions($0, nil, node.primitiveState, &deferredActions)
          }
        }
      } else {
        trackedNodes[node.id] = node
        node.markDirty(.identity)
        audit?.noteNewValue(of: node)
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return row
  }

  /// Calls `body` on each mounted node of a subtree, parents first.
  private func forEachMounted(in root: Node, _ body: (Node) -> Void) {
    var stack = [root]
    while let node = stack.popLast() {
      guard node.isMounted else { continue }
      body(node)
      stack.append(contentsOf: node.children.reversed())
    }
  }
}
