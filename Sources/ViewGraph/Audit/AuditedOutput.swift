/// The output a list of views would show, as ``Graph/ownOutput(of:)`` shows mounted nodes:
/// primitives with their content, custom views as one line, a repeated identity once; made line by
/// line as it is read (see ``OutputLine``), from the views' values alone.
///
/// A control's line is what its bindings resolve to, and deferred content (a bound `ForEach`'s
/// rows, a presented sheet) is read as the lines are made: read them outside any tracking scope.
struct AuditedOutput: Sequence {
  /// The views, as a body's value dissolved into.
  let list: ViewList

  func makeIterator() -> Iterator {
    Iterator(list)
  }

  /// The lines of an output, in order.
  struct Iterator: IteratorProtocol {
    /// Where the lines are read: a list's elements, the next of them, the identities met among
    /// them, and the indentation of their lines.
    private var elements: [ViewList.Element]
    private var index = 0
    /// The identities met, when the elements may repeat one (see
    /// ``ViewList/hasDistinctKeys``).
    private var seen: Set<IdentityKey>?
    private var indent = 0
    private let registry: ViewTypeRegistry
    /// The places to go back to once the children of a primitive are read.
    private var suspended:
      [(
        elements: [ViewList.Element], index: Int, seen: Set<IdentityKey>?,
        indent: Int
      )] = []

    init(_ list: ViewList) {
      elements = list.elements
      registry = list.registry
      seen = Self.identities(checkedIn: list)
    }

    mutating func next() -> OutputLine? {
      while true {
        guard index < elements.count else {
          guard let place = suspended.popLast() else { return nil }
          (elements, index, seen, indent) = place
          continue
        }
        let element = elements[index]
        index += 1
        guard seen?.insert(element.key).inserted ?? true else { continue }
        guard let primitive = element.info.primitive else {
          return OutputLine(indent: indent, content: .custom(element.info, element.key))
        }
        let line = primitive.resolveLine?(element.view) ?? primitive.renderLine(element.view)
        let lineIndent = indent
        if !primitive.isLeaf {
          var children = ViewList(registry: registry)
          children.deferredContent = .atOnce
          children.isReadForLinesOnly = true
          primitive.appendChildren(element.view, &children)
          suspended.append((elements, index, seen, indent))
          (elements, index, seen) = (children.elements, 0, Self.identities(checkedIn: children))
          if line != nil { indent += 2 }
        }
        if let line { return OutputLine(indent: lineIndent, content: .primitive(line)) }
      }
    }

    /// An empty set to note the identities met in `list`, or `nil` when it cannot repeat one.
    private static func identities(checkedIn list: ViewList) -> Set<IdentityKey>? {
      list.elements.count < 2 || list.hasDistinctKeys
        ? nil : Set(minimumCapacity: list.elements.count)
    }
  }
}
