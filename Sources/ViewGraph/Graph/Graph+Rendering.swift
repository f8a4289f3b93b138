extension Graph {
  /// The tree as indented text, one line per visible node.
  func render() -> String {
    var text = ""
    if let root { render(root, indent: 0, into: &text, stopAtCustomViews: false) }
    return text
  }

  /// The rendering of a custom node's own primitives, with its custom children as one line.
  func ownOutput(of node: Node) -> String {
    var text = ""
    for child in node.children { render(child, indent: 0, into: &text, stopAtCustomViews: true) }
    return text
  }

  private func render(_ node: Node, indent: Int, into text: inout String, stopAtCustomViews: Bool) {
    if stopAtCustomViews && !node.info.isPrimitive {
      text += node.ownOutputLine(indent: indent)
      return
    }
    var childIndent = indent
    if let line = node.renderLine {
      if indent > 0 { text += String(repeating: " ", count: indent) }
      text += line
      text += "\n"
      childIndent += 2
    }
    for child in node.children {
      render(child, indent: childIndent, into: &text, stopAtCustomViews: stopAtCustomViews)
    }
  }
}
