extension ViewHost {
  /// Scrolls a lazy container so that `row` is its first visible row, then runs a pass.
  ///
  /// Rows that come into the viewport are mounted: a row seen for the first time is a new
  /// identity, a row seen before finds its state again; each custom view in it is evaluated
  /// with `@identity` and its `onAppear` and `.task` actions run again. Rows that leave the
  /// viewport are taken out of the tree (their `onDisappear` actions run, their `.task`s are
  /// cancelled, they depend on nothing) but keep their state, as the rows of SwiftUI's `List`
  /// do; a row whose element leaves the data loses it. The first visible row stops where the
  /// last row sits at the bottom of the viewport.
  ///
  /// ```swift
  /// let host = ViewHost(root: LibraryScreen(), visibleRows: 15)
  /// let report = try host.scroll(toRow: 5)  // rows 15..<20 mount, rows 0..<5 leave
  /// ```
  ///
  /// - Parameters:
  ///   - row: The index of the row to show first, counted over the container's flattened rows.
  ///   - container: The node of the ``List``, ``Form``, ``LazyVStack`` or ``LazyHStack``; it
  ///     may be omitted when the tree has only one.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when there is no lazy container (or, without `container`,
  ///   more than one), when `container` is not one, or when `row` is not one of its rows.
  @discardableResult
  public func scroll(toRow row: Int, in container: ViewNode? = nil) throws(ViewHostError)
    -> PassReport
  {
    let node = try lazyContainer(container)
    guard (0..<node.rowCount).contains(row) else {
      throw .refused(
        node.info.name, "",
        "row \(row) is out of range: \(node.path) has \(node.rowCount) rows")
    }
    return graph.runAction { [graph] in
      node.firstVisibleRow = row
      graph.expandChildren(of: node)
    }
  }

  private func lazyContainer(_ container: ViewNode?) throws(ViewHostError) -> Node {
    let lazy = graph.allNodes().filter { $0.info.primitive?.isLazy == true }
    if let container {
      guard let node = lazy.first(where: { $0.path == container.path }) else {
        throw .refused(
          container.viewType, "",
          "\(container.path) is not a mounted List, Form, LazyVStack or LazyHStack")
      }
      return node
    }
    guard lazy.count == 1 else {
      throw ViewHostError(
        control: "lazy container", title: "", available: [], ambiguousPaths: lazy.map(\.path))
    }
    return lazy[0]
  }
}
