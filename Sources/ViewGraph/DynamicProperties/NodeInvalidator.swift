/// Marks one node dirty, from any thread.
///
/// The invalidation is queued in the graph's lock-protected pending set and picked up by the
/// next pass (``ViewHost/flush()``); invalidating a node whose identity has left the tree does
/// nothing. `NodeInvalidator` is `Sendable`.
public struct NodeInvalidator: Sendable {
  let center: InvalidationCenter
  let nodeID: Int

  /// Marks the node dirty for `reason`.
  ///
  /// > Important: Safe from any thread. Nothing is recomputed until the next pass on the main
  /// > actor.
  ///
  /// - Parameter reason: Why the node must be recomputed, such as `.property("_count")`.
  public func invalidate(_ reason: EvaluationReason) {
    center.post(Invalidation(nodeID: nodeID, reason: reason))
  }
}
