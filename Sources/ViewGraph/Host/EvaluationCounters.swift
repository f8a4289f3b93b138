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
  /// Per node id: its path when it was first evaluated, and its evaluations.
  private var byNodeID: [Int: NodeCount] = [:]

  private struct TypeCount: Sendable {
    let name: String
    var count: Int
  }

  private struct NodeCount: Sendable {
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
    for node in byNodeID.values {
      counts[node.path.joined, default: 0] += node.count
    }
    return counts
  }

  /// Counts one evaluation of `node`.
  mutating func record(_ node: Node) {
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
    byNodeID[node.id, default: NodeCount(path: node.identityPath, count: 0)].count += 1
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
