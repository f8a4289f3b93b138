/// Body evaluations counted since the host mounted (or since the counters were reset).
///
/// `EvaluationCounters` is `Sendable`.
public struct EvaluationCounters: Sendable, Equatable {
  /// All evaluations.
  public internal(set) var total = 0
  /// Evaluations per view type name.
  public internal(set) var byViewType: [String: Int] = [:]
  /// Per node id: its path when it was first evaluated, and its evaluations.
  private var byNodeID: [Int: NodeCount] = [:]

  private struct NodeCount: Sendable, Equatable {
    let path: String
    var count: Int
  }

  /// Evaluations per identity path; an identity that leaves and comes back keeps counting at
  /// the same path.
  ///
  /// - Complexity: O(n) in the number of nodes ever evaluated: it is assembled on demand, so
  ///   that counting stays cheap.
  public var byNode: [String: Int] {
    var counts: [String: Int] = [:]
    for node in byNodeID.values {
      counts[node.path, default: 0] += node.count
    }
    return counts
  }

  mutating func record(viewType: String, nodeID: Int, path: String) {
    total += 1
    byViewType[viewType, default: 0] += 1
    byNodeID[nodeID, default: NodeCount(path: path, count: 0)].count += 1
  }
}
