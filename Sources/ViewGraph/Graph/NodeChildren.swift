/// A node's children, in order: none, one, or several.
///
/// One child is stored as it is, with no array: a custom view's body is most often one view
/// (a row's stack), and an array of one node costs 48 bytes with the allocator's header. The
/// whole value is one word, like the array it replaces.
///
/// Several children are kept in a ``Buffer`` rather than an array: its count and capacity take
/// 8 bytes, an array's 16, so two children (a row's title and button) take 48 bytes with the
/// allocator's header and rounding, not 64.
struct NodeChildren: RandomAccessCollection {
  fileprivate enum Storage {
    case none
    case one(Node)
    case many(Buffer)
  }

  /// Two or more children: their count and the room for them (32 bits each), then the nodes.
  ///
  /// Shared by copies of the value, and copied before one of them changes it.
  fileprivate final class Buffer: ManagedBuffer<Buffer.Header, Node> {
    struct Header {
      var count: Int32
      let capacity: Int32
    }

    /// An empty buffer with room for `capacity` children.
    static func make(capacity: Int) -> Buffer {
      let buffer = create(minimumCapacity: capacity) { _ in
        Header(count: 0, capacity: Int32(capacity))
      }
      return unsafeDowncast(buffer, to: Buffer.self)
    }

    deinit {
      _ = withUnsafeMutablePointers { header, nodes in
        nodes.deinitialize(count: Int(header.pointee.count))
      }
    }

    // The header is read through its pointer: the `header` property checks exclusivity at run
    // time (about 100 instructions an access).
    var count: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.count) } }

    var room: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.capacity) } }

    subscript(position: Int) -> Node {
      precondition(position >= 0 && position < count, "child index \(position) out of range")
      return withUnsafeMutablePointerToElements { $0[position] }
    }

    /// Adds `node` after the others; there must be room.
    @inline(__always)
    func append(_ node: Node) {
      withUnsafeMutablePointers { header, nodes in
        (nodes + Int(header.pointee.count)).initialize(to: node)
        header.pointee.count += 1
      }
    }

    /// A buffer with the same children and room for `capacity`.
    func copy(capacity: Int) -> Buffer {
      let copy = Buffer.make(capacity: capacity)
      withUnsafeMutablePointers { header, nodes in
        copy.withUnsafeMutablePointers { copyHeader, copyNodes in
          copyNodes.initialize(from: nodes, count: Int(header.pointee.count))
          copyHeader.pointee.count = header.pointee.count
        }
      }
      return copy
    }
  }

  fileprivate var storage = Storage.none

  /// No children.
  init() {}

  var startIndex: Int { 0 }

  /// The number of children, read from the storage (the collection's default measured the
  /// distance between the two ends, out of line).
  var count: Int { endIndex }

  var endIndex: Int {
    switch storage {
    case .none: 0
    case .one: 1
    case .many(let buffer): buffer.count
    }
  }

  subscript(position: Int) -> Node {
    switch storage {
    case .one(let node) where position == 0: node
    case .many(let buffer): buffer[position]
    default: preconditionFailure("child index \(position) out of range")
    }
  }

  func makeIterator() -> Iterator {
    switch storage {
    case .none: Iterator(first: nil, rest: nil)
    case .one(let node): Iterator(first: node, rest: nil)
    case .many(let buffer): Iterator(first: nil, rest: buffer)
    }
  }

  /// Goes through the children with no index checks.
  struct Iterator: IteratorProtocol {
    private var first: Node?
    private let rest: Buffer?
    private var index = 0

    fileprivate init(first: Node?, rest: Buffer?) {
      self.first = first
      self.rest = rest
    }

    mutating func next() -> Node? {
      if let node = first {
        first = nil
        return node
      }
      guard let rest, index < rest.count else { return nil }
      defer { index += 1 }
      return rest.withUnsafeMutablePointerToElements { $0[index] }
    }
  }

  /// Makes room for `count` children in all, when the value is empty and they are several (one
  /// child takes no array).
  mutating func reserveCapacity(_ count: Int) {
    guard count > 1, case .none = storage else { return }
    storage = .many(Buffer.make(capacity: count))
  }

  /// Adds `node` after the others.
  @inline(__always)
  mutating func append(_ node: Node) {
    switch storage {
    case .none:
      storage = .one(node)
    case .one(let first):
      let buffer = Buffer.make(capacity: 2)
      buffer.append(first)
      buffer.append(node)
      storage = .many(buffer)
    case .many(var buffer):
      // Released from the value first, so that a buffer no copy shares is appended to in place.
      storage = .none
      if !isKnownUniquelyReferenced(&buffer) || buffer.count == buffer.room {
        buffer = buffer.copy(capacity: Swift.max(2 * buffer.count, buffer.room))
      }
      buffer.append(node)
      storage = .many(buffer)
    }
  }
}

extension ViewHost {
  /// The size of a node's children, for the memory tests: one word, as an array's, keeps a node
  /// at 120 bytes.
  package static var nodeChildrenSize: Int { MemoryLayout<NodeChildren>.size }

  /// For the memory tests: the bytes before the end of the last of `count` children (two or
  /// more) in the allocation that holds them, header included; whether appending one to a copy
  /// of them left them as they were; and whether `count` children appended with no room made
  /// first (the storage growing) keep their order.
  package func childrenStorage(count: Int) -> (bytes: Int, copyIsApart: Bool, grownInOrder: Bool) {
    let nodes = (0...count).map { index in
      let view = Text("")
      return Node(
        id: index,
        key: IdentityKey(position: "\(index)", ids: [], type: ObjectIdentifier(Text.self)),
        info: graph.registry.info(for: view), view: view, parent: nil,
        environment: EnvironmentValues(), tasks: TaskList())
    }
    var children = NodeChildren()
    children.reserveCapacity(count)
    for node in nodes.dropLast() { children.append(node) }
    guard case .many(let buffer) = children.storage else { return (0, false, false) }
    let start = Unmanaged.passUnretained(buffer).toOpaque()
    let end = buffer.withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0 + count) }
    var copy = children
    copy.append(nodes[count])
    let copyIsApart =
      children.map(\.id) == Array(0..<count) && copy.map(\.id) == Array(0...count)
    var grown = NodeChildren()
    for node in nodes.dropLast() { grown.append(node) }
    return (end - start, copyIsApart, grown.map(\.id) == Array(0..<count))
  }
}
