extension ViewHost {
  /// Dismisses the presented sheet, as a user's swipe down would, then runs a pass.
  ///
  /// The sheet's binding is set to `false` (or its item to `nil`): its content leaves the tree
  /// in the pass, and its `onDismiss` runs after it. With nested sheets, the innermost (the one
  /// on top) is dismissed.
  ///
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no sheet is presented.
  @discardableResult
  public func dismissSheet() throws(ViewHostError) -> PassReport {
    let sheets = graph.allNodes().compactMap { node in
      (node.view as? any PresentedContent).map { (node.depth, $0) }
    }
    guard let top = sheets.max(by: { $0.0 < $1.0 }) else {
      throw ViewHostError(control: "Sheet", title: "", available: [], ambiguousPaths: [])
    }
    top.1.dismiss()
    return flush()
  }
}
