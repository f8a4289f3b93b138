import ReadTracking

extension Graph {
  /// The one place a custom view's own work runs: its body, and the expansion of the primitives
  /// it produced, which resolve the values of their bindings.
  ///
  /// The work runs in one read-tracking scope: the node then depends on exactly the tracked
  /// properties it read, replacing what the previous evaluation read, and a write to one of them
  /// marks this node (and no other) dirty with the reason `Library.searchText`. Custom children
  /// are evaluated after the scope, in their own. A write that the work itself makes to a
  /// property some view depends on is reported as misuse.
  func withEvaluationScope<Result>(of node: Node, _ work: () -> Result) -> Result {
    evaluatingNode = node
    let handler = node.dependencyHandler ?? dependencyHandler(for: node)
    node.dependencyHandler = handler
    let (result, tracking) = withCancellableObservationTracking(
      options: .willSet, work, onChange: handler)
    evaluatingNode = nil
    let writes = bodyWrites
    if !writes.isEmpty { bodyWrites = [] }
    node.dependencies?.cancel()
    node.dependencies = tracking
    for write in writes {
      report(
        .stateModifiedDuringUpdate, at: node.path,
        RuntimeIssue.Kind.stateModifiedDuringUpdateWarning
          + " (\(write.reason) was written while the body of \(node.path) was evaluated, and "
          + "\(write.dependentPath) depends on it: the write was applied and "
          + "\(write.dependentPath) is recomputed in a follow-up pass)")
    }
    return result
  }

  /// Removes the read-tracking registrations of a node whose identity left the tree.
  func cancelDependencies(of node: Node) {
    node.dependencies?.cancel()
    node.dependencies = nil
  }

  /// What a node's scope does when a property it read is about to change: post an invalidation
  /// naming the property, from whatever thread wrote it.
  private func dependencyHandler(
    for node: Node
  ) -> @Sendable (ObservationTracking.Event) -> Void {
    let invalidator = NodeInvalidator(center: center, nodeID: node.id)
    let gate = evaluationGate
    let path = node.path
    return { event in
      let reason = EvaluationReason(event)
      gate.ifEvaluatingBody { graph, _ in graph.bodyWrites.append((reason, path)) }
      invalidator.invalidate(reason)
    }
  }
}
