/// The rows of a lazy container that are inside the viewport, worked out when the container is
/// expanded.
///
/// The first visible row is the container's own (it moves when the host scrolls), kept within
/// the rows: when rows go away, the window moves up so that the last row sits at the bottom, as
/// in a scroll view. Rows that no longer exist lose their parked state.
struct RowWindow {
  /// The rows inside the viewport, in order.
  let visible: [ViewList.Element]
  private let rows: [ViewList.Element]
  private var keys: Set<IdentityKey>?

  init(node: Node, rows: [ViewList.Element], visibleRows: Int, graph: Graph) {
    self.rows = rows
    let first = max(0, min(node.firstVisibleRow, rows.count - visibleRows))
    node.firstVisibleRow = first
    visible = Array(rows[first..<min(rows.count, first + visibleRows)])
    guard !node.parkedRows.isEmpty else { return }
    let keys = Set(rows.map(\.key))
    self.keys = keys
    for (key, row) in node.parkedRows where !keys.contains(key) {
      node.primitiveState?.parkedRows[key] = nil
      graph.unmount(row)
    }
  }

  /// Whether a row with this identity still exists, inside the viewport or not.
  ///
  /// - Complexity: O(n) in the number of rows the first time, O(1) after.
  mutating func contains(_ key: IdentityKey) -> Bool {
    if let keys { return keys.contains(key) }
    let keys = Set(rows.map(\.key))
    self.keys = keys
    return keys.contains(key)
  }
}
