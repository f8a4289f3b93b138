/// One request to recompute a node.
struct Invalidation: Sendable {
  let nodeID: Int
  let reason: EvaluationReason
  /// Whether the thread running a flush posted it while the flush ran: the flush's own work
  /// (an action, an `onAppear`/`onChange`, a write during a body) raised it, as opposed to
  /// another thread that happened to write meanwhile.
  var isRaisedByFlush = false
}
