/// A custom view's own output as it is when taken: its primitives with their lines, its custom
/// children as one line each (see ``Graph/ownOutput(of:)``), kept as the nodes that show it
/// rather than as text.
///
/// Taking it copies the arrays of children (which share their storage with the nodes' until the
/// tree changes them) and the line of each primitive, not the custom children: a custom node's
/// line depends on its identity alone, which never changes. So a list of a million rows is taken
/// without visiting its rows one by one but to find its primitives, and its lines are made only
/// when it is printed (see ``OutputLine``). The output as it is now, compared with one taken
/// earlier, is read from the nodes themselves (``init(currentOf:)``), taking nothing.
struct OwnOutput: Sequence {
  /// The children as they were.
  private let children: NodeChildren
  /// The line and own output of each primitive among ``children``, in order, as they were; `nil`
  /// for an output read from the nodes as its lines are read (see ``init(currentOf:)``).
  private let primitives: [(line: String?, output: OwnOutput)]?

  /// Takes the own output of `node`: what its children show.
  init(of node: Node) {
    children = node.children
    var primitives: [(line: String?, output: OwnOutput)] = []
    primitives.reserveCapacity(children.count)
    for child in children where child.info.isPrimitive {
      primitives.append((child.renderLine, OwnOutput(of: child)))
    }
    self.primitives = primitives
  }

  /// The own output of `node` as it is when its lines are read, taking nothing: read it before
  /// the tree changes.
  init(currentOf node: Node) {
    children = node.children
    primitives = nil
  }

  /// The text of the output.
  var text: String {
    var lines = makeIterator()
    return OutputLine.text(of: &lines)
  }

  func makeIterator() -> Iterator {
    Iterator(self)
  }

  /// The lines of an output, in order.
  struct Iterator: IteratorProtocol {
    /// Where the lines are read: an output, the next of its children, the next of its
    /// primitives, and the indentation of its lines.
    private var output: OwnOutput
    private var childIndex = 0
    private var primitiveIndex = 0
    private var indent = 0
    /// The places to go back to once the children of a primitive are read.
    private var suspended: [(output: OwnOutput, child: Int, primitive: Int, indent: Int)] = []

    init(_ output: OwnOutput) {
      self.output = output
    }

    mutating func next() -> OutputLine? {
      while true {
        guard childIndex < output.children.count else {
          guard let place = suspended.popLast() else { return nil }
          (output, childIndex, primitiveIndex, indent) = place
          continue
        }
        let child = output.children[childIndex]
        childIndex += 1
        guard child.info.isPrimitive else {
          return OutputLine(indent: indent, content: .custom(child.info, child.key))
        }
        let primitive =
          output.primitives?[primitiveIndex]
          ?? (line: child.renderLine, output: OwnOutput(currentOf: child))
        primitiveIndex += 1
        // A primitive without children shows its line alone: nothing to come back to.
        guard !primitive.output.children.isEmpty else {
          guard let line = primitive.line else { continue }
          return OutputLine(indent: indent, content: .primitive(line))
        }
        suspended.append((output, childIndex, primitiveIndex, indent))
        let lineIndent = indent
        (output, childIndex, primitiveIndex) = (primitive.output, 0, 0)
        if let line = primitive.line {
          indent += 2
          return OutputLine(indent: lineIndent, content: .primitive(line))
        }
      }
    }
  }
}
