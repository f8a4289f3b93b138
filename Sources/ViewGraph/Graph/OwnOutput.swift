/// A custom view's own output as it is when taken: its primitives with their lines, its custom
/// children as one line each (see ``Graph/ownOutput(of:)``), kept as the nodes that show it
/// rather than as text.
///
/// Taking it copies the arrays of children (which share their storage with the nodes' until the
/// tree changes them), the line of each primitive with children, and the value of each primitive
/// without (see ``OutputLine/ChildlessPrimitive``), not the custom children: a custom node's
/// line depends on its identity alone, which never changes. So a list of a million rows is taken
/// without visiting its rows one by one but to find its primitives, and its lines are made only
/// when it is printed or where two outputs' parts differ (see ``OutputLine``). The output as it
/// is now, compared with one taken earlier, is read from the nodes themselves
/// (``init(currentOf:)``), taking nothing.
struct OwnOutput: Sequence {
  /// The children as they were.
  private let children: NodeChildren
  /// What each primitive among ``children`` and below them showed, in the order their lines are
  /// read (a primitive before its children); `nil` for an output read from the nodes as its lines
  /// are read (see ``init(currentOf:)``).
  private let primitives: [Shown]?

  /// What a primitive showed when its output was taken.
  ///
  /// A struct rather than an enum, so that its value is read in place, not copied out.
  private struct Shown {
    /// The primitive's value.
    let view: any View
    /// For a control, the line its bindings resolved to.
    let resolvedLine: String?
    /// For a primitive with children, its line (`nil` for none, and for a childless one, whose
    /// line is made only when needed).
    let line: String?
    /// The primitive's children, whose lines follow its own.
    let children: NodeChildren
  }

  /// Takes the own output of `node`: what its children show.
  init(of node: Node) {
    children = node.children
    var primitives: [Shown] = []
    primitives.reserveCapacity(Self.primitiveCount(in: children))
    Self.take(children, into: &primitives)
    self.primitives = primitives
  }

  /// The own output of `node` as it is when its lines are read, taking nothing: read it before
  /// the tree changes.
  init(currentOf node: Node) {
    children = node.children
    primitives = nil
  }

  /// How many primitives `children` and the children of their primitives hold.
  private static func primitiveCount(in children: NodeChildren) -> Int {
    var count = 0
    for child in children where child.info.isPrimitive {
      count += 1 + primitiveCount(in: child.children)
    }
    return count
  }

  /// Appends what each primitive of `children` shows, each before its own children's.
  private static func take(_ children: NodeChildren, into primitives: inout [Shown]) {
    for child in children where child.info.isPrimitive {
      let grandchildren = child.children
      primitives.append(
        Shown(
          view: child.view, resolvedLine: child.resolvedLine,
          line: grandchildren.isEmpty ? nil : child.renderLine, children: grandchildren))
      if !grandchildren.isEmpty { take(grandchildren, into: &primitives) }
    }
  }

  /// The text of the output.
  var text: String {
    var lines = makeIterator()
    return OutputLine.text(of: &lines)
  }

  func makeIterator() -> Iterator {
    Iterator(self)
  }

  /// The lines of an output, in order; a childless primitive's line is left to be made (and may
  /// be none, see ``OutputLine/ChildlessPrimitive``).
  struct Iterator: IteratorProtocol {
    /// Where the lines are read: a list of children, the next of them, the next of the output's
    /// primitives, and the indentation of their lines.
    private var children: NodeChildren
    private let primitives: [Shown]?
    private var childIndex = 0
    private var primitiveIndex = 0
    private var indent = 0
    /// The places to go back to once the children of a primitive are read.
    private var suspended: [(children: NodeChildren, child: Int, indent: Int)] = []

    init(_ output: OwnOutput) {
      children = output.children
      primitives = output.primitives
    }

    mutating func next() -> OutputLine? {
      while let child = nextChild() {
        guard let operations = child.info.primitive else {
          childIndex += 1
          return OutputLine(indent: indent, content: .custom(child.info, child.key))
        }
        let grandchildren = childrenOfNext(child)
        // A primitive without children shows its line alone: nothing to come back to.
        guard !grandchildren.isEmpty else {
          let primitive = OutputLine.ChildlessPrimitive(
            operations: operations, view: viewOfNext(child), resolvedLine: resolvedLineOfNext(child)
          )
          pass()
          return OutputLine(indent: indent, content: .childless(primitive))
        }
        let line = lineOfNext(child)
        pass()
        let lineIndent = indent
        enter(grandchildren, showingLine: line != nil)
        if let line { return OutputLine(indent: lineIndent, content: .primitive(line)) }
      }
      return nil
    }

    /// The next child to read, going back up past the lists of children read to their end;
    /// `nil` at the end of the output.
    private mutating func nextChild() -> Node? {
      while childIndex == children.count {
        guard let place = suspended.popLast() else { return nil }
        (children, childIndex, indent) = place
      }
      return children[childIndex]
    }

    /// Reads `grandchildren`, the children of the primitive just read, before the rest.
    private mutating func enter(_ grandchildren: NodeChildren, showingLine: Bool) {
      suspended.append((children, childIndex, indent))
      (children, childIndex) = (grandchildren, 0)
      if showingLine { indent += 2 }
    }

    /// Passes the parts of `self` and `other` that show the same lines, without making them,
    /// and stops at the first two that may not (the end of either included), so that reading
    /// both on from there gives the lines where their texts may differ.
    ///
    /// Two parts show the same lines when they are at the same indentation and are the same
    /// custom node or custom views of the same type and ids, two childless primitives of one
    /// type whose values show the same line (or both none, see
    /// ``OutputLine/ChildlessPrimitive/hasSameLine(as:)``), or two primitives with children with
    /// the same line, whose children are then compared in turn.
    mutating func passSameParts(with other: inout Iterator) {
      while let child = nextChild(), let otherChild = other.nextChild(), indent == other.indent {
        guard let operations = child.info.primitive else {
          guard
            child === otherChild
              || (!otherChild.info.isPrimitive
                && (child.info === otherChild.info || child.info.name == otherChild.info.name)
                && child.key.ids.hasSameDescriptions(as: otherChild.key.ids))
          else { return }
          childIndex += 1
          other.childIndex += 1
          continue
        }
        guard child.info === otherChild.info else { return }
        let grandchildren = childrenOfNext(child)
        let otherGrandchildren = other.childrenOfNext(otherChild)
        switch (grandchildren.isEmpty, otherGrandchildren.isEmpty) {
        case (true, true):
          let resolvedLine = resolvedLineOfNext(child)
          let otherResolvedLine = other.resolvedLineOfNext(otherChild)
          guard resolvedLine == otherResolvedLine else { return }
          if resolvedLine == nil {
            // `hasSameLine` reads its first value in place: this copy is the one it reads.
            var view = viewOfNext(child)
            let same = operations.hasSameLine(&view, other.viewOfNext(otherChild))
            guard same else { return }
          }
          pass()
          other.pass()
        case (false, false):
          let line = lineOfNext(child)
          let otherLine = other.lineOfNext(otherChild)
          guard line == otherLine else { return }
          pass()
          other.pass()
          enter(grandchildren, showingLine: line != nil)
          other.enter(otherGrandchildren, showingLine: line != nil)
        default:
          return
        }
      }
    }

    /// The children of `child`, the primitive about to be read, as the output has them.
    private func childrenOfNext(_ child: Node) -> NodeChildren {
      if let primitives { primitives[primitiveIndex].children } else { child.children }
    }

    /// The value of `child`, the primitive about to be read, as the output has it.
    private func viewOfNext(_ child: Node) -> any View {
      if let primitives { primitives[primitiveIndex].view } else { child.view }
    }

    /// The resolved line of `child`, the primitive about to be read, as the output has it.
    private func resolvedLineOfNext(_ child: Node) -> String? {
      if let primitives { primitives[primitiveIndex].resolvedLine } else { child.resolvedLine }
    }

    /// The line of `child`, the primitive with children about to be read, as the output has it.
    private func lineOfNext(_ child: Node) -> String? {
      if let primitives { primitives[primitiveIndex].line } else { child.renderLine }
    }

    /// Passes the primitive about to be read.
    private mutating func pass() {
      childIndex += 1
      if primitives != nil { primitiveIndex += 1 }
    }
  }
}
