import ReadTracking

/// What a node's read-tracking scopes call when a property they read is about to change: post
/// the node's invalidation naming the property, from whatever thread wrote it.
///
/// A class, made at the node's first tracked work and kept for its lifetime: a node keeps one
/// reference (a closure took two words), and the closure each tracked work passes captures only
/// the handler, so the runtime uses the handler as the closure's context and allocates none.
final class DependencyHandler: Sendable {
  /// Where the node's invalidations go.
  private let invalidator: NodeInvalidator
  /// What reports a write made during a body.
  private let gate: EvaluationGate

  /// Makes the handler of the node that `invalidator` invalidates.
  init(invalidator: NodeInvalidator, gate: EvaluationGate) {
    self.invalidator = invalidator
    self.gate = gate
  }

  /// Posts the node's invalidation for the event.
  ///
  /// Captures no path: a write during a body is reported on the graph's thread, while the node
  /// is mounted (its scopes are cancelled when it leaves), and the graph finds it by its id.
  var onChange: @Sendable (ObservationTracking.Event) -> Void {
    { [self] event in
      let reason = EvaluationReason(event)
      gate.reportIfDuringBody(.tracked(reason: reason, dependentID: invalidator.nodeID))
      invalidator.invalidate(reason)
    }
  }
}
