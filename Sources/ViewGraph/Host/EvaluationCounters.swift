/// Body evaluations counted since the host mounted (or since the counters were reset).
///
/// `EvaluationCounters` is `Sendable`.
public struct EvaluationCounters: Sendable, Equatable {
  /// All evaluations.
  public internal(set) var total = 0
  /// Evaluations per view type name.
  public internal(set) var byViewType: [String: Int] = [:]
  /// Evaluations per identity path; an identity that leaves and comes back keeps counting at
  /// the same path.
  public internal(set) var byNode: [String: Int] = [:]

  mutating func record(viewType: String, path: String) {
    total += 1
    byViewType[viewType, default: 0] += 1
    byNode[path, default: 0] += 1
  }
}
