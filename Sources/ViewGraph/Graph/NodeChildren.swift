/// A node's children, in order: none, one, or several.
///
/// One child is stored as it is, with no array: a custom view's body is most often one view
/// (a row's stack), and an array of one node costs 48 bytes with the allocator's header. The
/// whole value is one word, like the array it replaces.
struct NodeChildren: RandomAccessCollection {
  private enum Storage {
    case none
    case one(Node)
    case many([Node])
  }

  private var storage = Storage.none

  /// No children.
  init() {}

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case .none: 0
    case .one: 1
    case .many(let nodes): nodes.count
    }
  }

  subscript(position: Int) -> Node {
    switch storage {
    case .one(let node) where position == 0: node
    case .many(let nodes): nodes[position]
    default: preconditionFailure("child index \(position) out of range")
    }
  }

  func makeIterator() -> Iterator {
    switch storage {
    case .none: Iterator(first: nil, rest: [])
    case .one(let node): Iterator(first: node, rest: [])
    case .many(let nodes): Iterator(first: nil, rest: nodes)
    }
  }

  /// Goes through the children with no index checks.
  struct Iterator: IteratorProtocol {
    private var first: Node?
    private var rest: IndexingIterator<[Node]>

    fileprivate init(first: Node?, rest: [Node]) {
      self.first = first
      self.rest = rest.makeIterator()
    }

    mutating func next() -> Node? {
      if let node = first {
        first = nil
        return node
      }
      return rest.next()
    }
  }

  /// Makes room for `count` children in all, when the value is empty and they are several (one
  /// child takes no array).
  mutating func reserveCapacity(_ count: Int) {
    guard count > 1, case .none = storage else { return }
    var nodes: [Node] = []
    nodes.reserveCapacity(count)
    storage = .many(nodes)
  }

  /// Adds `node` after the others.
  mutating func append(_ node: Node) {
    switch storage {
    case .none:
      storage = .one(node)
    case .one(let first):
      storage = .many([first, node])
    case .many(var nodes):
      // Released from the value first, so that the array is appended to in place.
      storage = .none
      nodes.append(node)
      storage = .many(nodes)
    }
  }
}

extension ViewHost {
  /// The size of a node's children, for the memory tests: one word, as an array's, keeps a node
  /// at 152 bytes.
  package static var nodeChildrenSize: Int { MemoryLayout<NodeChildren>.size }
}
