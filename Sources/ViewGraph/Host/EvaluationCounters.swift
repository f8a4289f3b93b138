/// Body evaluations counted since the host mounted (or since the counters were reset).
///
/// `EvaluationCounters` is `Sendable`. Two counters are equal when they hold the same counts.
public struct EvaluationCounters: Sendable, Equatable {
  /// All evaluations.
  public internal(set) var total = 0
  /// Per view type: its name, and its evaluations (zero for a type never evaluated).
  ///
  /// Indexed by the number the graph's registry gave the type (``ViewTypeInfo/index``): an
  /// array, not a dictionary, so that counting an evaluation hashes no type.
  private var byType: [TypeCount] = []
  /// Per node: its id, its path when it was first evaluated, and its evaluations, in the order
  /// of their first evaluations.
  private var nodes: [NodeCount] = []
  /// Where each node id's entry is in ``nodes``: an open-addressing table whose slots hold an
  /// index into ``nodes`` plus one, or 0 when empty.
  ///
  /// Found by a multiplicative hash of the id and linear probing: a `Dictionary` keyed by the id
  /// hashed it with SipHash, about 280 instructions per evaluation counted; the table's size is
  /// a power of two, at most three quarters full.
  private var slots: [Int] = []

  private struct TypeCount: Sendable {
    let name: String
    var count: Int
  }

  private struct NodeCount: Sendable {
    let id: Int
    let path: IdentityPath
    var count: Int
  }

  /// Evaluations per view type name.
  ///
  /// - Complexity: O(t) in the number of view types ever evaluated: it is assembled on demand,
  ///   so that counting stays cheap.
  public var byViewType: [String: Int] {
    var counts: [String: Int] = [:]
    for type in byType where type.count > 0 {
      counts[type.name, default: 0] += type.count
    }
    return counts
  }

  /// Evaluations per identity path; an identity that leaves and comes back keeps counting at
  /// the same path.
  ///
  /// - Complexity: O(n) in the number of nodes ever evaluated: it is assembled on demand, so
  ///   that counting stays cheap.
  public var byNode: [String: Int] {
    var counts: [String: Int] = [:]
    for node in nodes {
      counts[node.path.joined, default: 0] += node.count
    }
    return counts
  }

  /// Counts one evaluation of `node`, whose identity path is `path`.
  mutating func record(_ node: Node, at path: IdentityPath) {
    total += 1
    let type = node.info.index
    if type >= byType.count {
      byType += repeatElement(TypeCount(name: "", count: 0), count: type + 1 - byType.count)
    }
    if byType[type].count == 0 {
      byType[type] = TypeCount(name: node.info.name, count: 1)
    } else {
      byType[type].count += 1
    }
    nodes[entryIndex(of: node, at: path)].count += 1
  }

  /// The index of `node`'s entry in ``nodes``, appended (at `path`, with no evaluation) if it
  /// has none.
  private mutating func entryIndex(of node: Node, at path: IdentityPath) -> Int {
    if slots.isEmpty { slots = Array(repeating: 0, count: 16) }
    let mask = slots.count - 1
    var slot = Self.firstSlot(of: node.id, mask: mask)
    while case let stored = slots[slot], stored != 0 {
      if nodes[stored - 1].id == node.id { return stored - 1 }
      slot = (slot + 1) & mask
    }
    nodes.append(NodeCount(id: node.id, path: path, count: 0))
    if nodes.count * 4 > slots.count * 3 {
      rehash(slotCount: slots.count * 2)
    } else {
      slots[slot] = nodes.count
    }
    return nodes.count - 1
  }

  /// Makes ``slots`` `slotCount` long (a power of two) and places every entry of ``nodes`` in
  /// it again.
  private mutating func rehash(slotCount: Int) {
    slots = Array(repeating: 0, count: slotCount)
    let mask = slotCount - 1
    for (index, node) in nodes.enumerated() {
      var slot = Self.firstSlot(of: node.id, mask: mask)
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = index + 1
    }
  }

  /// Where the search for `id` starts in a table of `mask + 1` slots: the high half of the id
  /// multiplied by 2^64 / φ (Fibonacci hashing), which spreads consecutive ids apart.
  private static func firstSlot(of id: Int, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15) >> 32)
      & mask
  }

  /// Whether both hold the same counts: in total, per view type and per identity path.
  ///
  /// - Parameters:
  ///   - lhs: Counters.
  ///   - rhs: Other counters.
  /// - Returns: `true` when every count is the same.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.total == rhs.total && lhs.byViewType == rhs.byViewType && lhs.byNode == rhs.byNode
  }
}
