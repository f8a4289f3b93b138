/// Body evaluations counted since the host mounted (or since the counters were reset).
///
/// `EvaluationCounters` is `Sendable`.
public struct EvaluationCounters: Sendable, Equatable {
  /// All evaluations.
  public internal(set) var total = 0
  /// Evaluations per view type name.
  public internal(set) var byViewType: [String: Int] = [:]
  private var countsByNodeID: [Int: Int] = [:]
  private var pathsByNodeID: [Int: String] = [:]

  /// Evaluations per identity path; an identity that leaves and comes back keeps counting at
  /// the same path.
  ///
  /// - Complexity: O(n) in the number of nodes ever evaluated: it is assembled on demand, so
  ///   that counting stays cheap.
  public var byNode: [String: Int] {
    var counts: [String: Int] = [:]
    for (id, count) in countsByNodeID {
      counts[pathsByNodeID[id, default: ""], default: 0] += count
    }
    return counts
  }

  mutating func record(viewType: String, nodeID: Int, path: String) {
    total += 1
    byViewType[viewType, default: 0] += 1
    if countsByNodeID[nodeID] == nil { pathsByNodeID[nodeID] = path }
    countsByNodeID[nodeID, default: 0] += 1
  }
}
