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
  ///
  /// A node finds its entry by the index it keeps (``TrackedNodeState/evaluationCountIndex``),
  /// checked against the entry's id: no table and no hashing. An index set by other counters
  /// (before a reset) is either past the end or names an entry of another id, and the node then
  /// gets a new entry, as it would in new counters.
  private var nodes: [NodeCount] = []

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
  ///
  /// Inlined into the evaluation: a call passed the path in four registers and saved them;
  /// the first evaluations of a type and of a node are out of line.
  @inline(__always)
  mutating func record(_ node: Node, at path: IdentityPath) {
    total += 1
    let type = node.info.index
    if type < byType.count, byType[type].count > 0 {
      byType[type].count += 1
    } else {
      countFirstEvaluation(ofType: type, name: node.info.name)
    }
    // Safety: the caller keeps the node alive, and a node keeps its tracked state for its
    // lifetime.
    node.unretainedTracked._withUnsafeGuaranteedRef { tracked in
      let index = Int(tracked.evaluationCountIndex)
      if index >= 0, index < nodes.count, nodes[index].id == node.id {
        nodes[index].count += 1
      } else {
        countFirstEvaluation(of: node, at: path, keepingIndexIn: tracked)
      }
    }
  }

  /// Counts the first evaluation of `node` (since these counters were made) in a new entry,
  /// whose index `tracked` keeps.
  @inline(never)
  private mutating func countFirstEvaluation(
    of node: Node, at path: IdentityPath, keepingIndexIn tracked: TrackedNodeState
  ) {
    tracked.evaluationCountIndex = Int32(clamping: nodes.count)
    nodes.append(NodeCount(id: node.id, path: path, count: 1))
  }

  /// Counts the first evaluation of the view type numbered `type`, named `name`.
  @inline(never)
  private mutating func countFirstEvaluation(ofType type: Int, name: String) {
    if type >= byType.count {
      byType += repeatElement(TypeCount(name: "", count: 0), count: type + 1 - byType.count)
    }
    byType[type] = TypeCount(name: name, count: 1)
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
