import ReadTracking

extension ObservationDispatcher {
  /// What the read-tracking scopes of a graph's nodes call when a property they read is about to
  /// change: post the invalidation of the scope's node, naming the property, from whatever thread
  /// wrote it.
  ///
  /// One per graph, shared by every node's scope, which holds it with the node's id: a node makes
  /// no handler object (one took 48 bytes per tracked node). It captures no node nor node state,
  /// so the scopes, which the nodes' states hold, keep nothing of a node alive; and it holds the
  /// invalidation center and the gate strongly, so a scope that fires on another thread while the
  /// graph is torn down posts to a center still alive, where an invalidation of a node whose
  /// identity left the tree does nothing.
  ///
  /// Captures no path: a write during a body is reported on the graph's thread, while the node
  /// is mounted (its scopes are cancelled when it leaves), and the graph finds it by its id.
  static func dependencyHandler(
    center: InvalidationCenter, gate: EvaluationGate
  ) -> ObservationDispatcher {
    ObservationDispatcher { event, nodeID in
      let reason = EvaluationReason(event)
      gate.reportIfDuringBody(.tracked(reason: reason, dependentID: nodeID))
      NodeInvalidator(center: center, nodeID: nodeID).invalidate(reason)
    }
  }
}
