extension Graph {
  /// The tree as indented text, one line per visible node.
  func render() -> String {
    var text = ""
    if let root { render(root, indent: 0, into: &text) }
    return text
  }

  /// The rendering of a custom node's own primitives, with its custom children as one line.
  func ownOutput(of node: Node) -> String {
    OwnOutput(currentOf: node).text
  }

  /// Notes that something `node` shows (its line or its children) is about to change: the first
  /// time since the custom view that shows it was last evaluated, that view's own output is
  /// taken as it still is (as the nodes that show it, see ``OwnOutput``, not as text), for its
  /// next evaluation (or control update) to compare with.
  ///
  /// So no output is kept between evaluations, and a view whose output nothing changed is
  /// known to show the same without looking at it. Call it before the change, whenever the line
  /// may differ (a primitive's new value, a control's new line) or the children change.
  func noteOutputChange(of node: Node) {
    guard let shownBy = node.shownBy, shownBy.hasOutput, let state = shownBy.trackedStateIfAny,
      state.outputBefore == nil
    else { return }
    state.outputBefore = OwnOutput(of: shownBy)
  }

  /// Compares the own output of `node` with the one it had before the changes noted since its
  /// last evaluation, which it forgets: that output is the one later changes compare with.
  ///
  /// - Returns: Whether the output's text changed; `false` without looking when nothing was
  ///   noted. The outputs are compared line by line, as ``OutputLine`` compares them.
  func takeOutputChange(of node: Node) -> Bool {
    let before = node.withTrackedState { state -> OwnOutput? in
      guard let state, let before = state.outputBefore else { return nil }
      state.outputBefore = nil
      return before
    }
    guard let before else { return false }
    return !OutputLine.haveSameText(before, OwnOutput(currentOf: node))
  }

  private func render(_ node: Node, indent: Int, into text: inout String) {
    var childIndent = indent
    if let line = node.renderLine {
      if indent > 0 { text += String(repeating: " ", count: indent) }
      text += line
      text += "\n"
      childIndent += 2
    }
    for child in node.children {
      render(child, indent: childIndent, into: &text)
    }
  }
}
