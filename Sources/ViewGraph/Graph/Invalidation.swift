/// One request to recompute a node.
struct Invalidation: Sendable {
  let nodeID: Int
  let reason: EvaluationReason
}
