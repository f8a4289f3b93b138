import ReadTracking

extension Graph {
  /// The one place a custom view's own work runs: its body, and the expansion of the primitives
  /// it produced.
  ///
  /// The work runs in one read-tracking scope: the node then depends on exactly the tracked
  /// properties and `@State` values it read, replacing what the previous evaluation read, and a
  /// write to one of them marks this node (and no other) dirty with the reason
  /// `Library.searchText` or `_text`. Custom children are evaluated after the scope, in their
  /// own, and controls resolve their bindings after it, in theirs. A write that the work itself
  /// makes to a property some view depends on is reported as misuse.
  func withEvaluationScope<Result>(of node: Node, _ work: () -> Result) -> Result {
    evaluatingNode = node
    let result = withDependencyTracking(of: node, work)
    evaluatingNode = nil
    reportTrackedBodyWrites(of: node)
    return result
  }

  /// Runs `work` as the node's tracked work: what it reads (tracked properties and `@State`
  /// values) replaces what the node depended on.
  func withDependencyTracking<Result>(of node: Node, _ work: () -> Result) -> Result {
    forgetStateReads(of: node)
    let previousTrackingNode = stateReads.trackingNode
    stateReads.trackingNode = Unmanaged.passUnretained(node)
    // The node's state, read once (each of `Node`'s accessors loads it again), and unretained:
    // holding it retained and released it. Safety: a node makes its state once and keeps it for
    // its lifetime, and the caller keeps the node alive until this call returns.
    let state = node.unretainedTracked
    // The last work's scope is kept when this work read exactly what it observes (the same
    // properties of one object, in order) and nothing was written to that object since: no
    // scope is made, installed and cancelled. Otherwise the new one replaces it (cancelled), or
    // `nil` when this work read nothing. Every scope's handler is the graph's one, told the
    // node's id: no handler is made per node.
    let result = state._withUnsafeGuaranteedRef { state in
      withCancellableObservationTracking(
        options: .willSet, replacing: &state.dependencies, work,
        dispatchingTo: dependencyHandler, id: node.id)
    }
    stateReads.trackingNode = previousTrackingNode
    beginTrackingSession()
    return result
  }

  /// Removes the read-tracking registrations and `@State` reads of a node whose identity left
  /// the tree.
  func cancelDependencies(of node: Node) {
    node.dependencies?.cancel()
    node.dependencies = nil
    forgetStateReads(of: node)
  }
}

extension ViewHost {
  /// For the tests: each mounted node that depends on tracked properties, with whether its
  /// scope's handler is the graph's one (shared by every node, not made per node) and the id
  /// the scope tells it.
  package var trackedDependencyHandlers: [(nodeID: Int, isGraphsHandler: Bool, toldID: Int?)] {
    graph.allNodes().compactMap { node in
      guard let scope = node.dependencies else { return nil }
      let target = scope.dispatchedTo
      return (node.id, target?.dispatcher === graph.dependencyHandler, target?.id)
    }
  }
}
