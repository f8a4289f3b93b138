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
    let state = Unmanaged.passUnretained(node.tracked)
    let onChange = state._withUnsafeGuaranteedRef { dependencyChangeHandler(of: node, in: $0) }
    // The last work's scope is kept when this work read exactly what it observes (the same
    // properties of one object, in order) and nothing was written to that object since: no
    // scope is made, installed and cancelled. Its handler is `onChange`, the node's one. It is
    // passed unretained: the state references it until `replaceDependencies` below, and
    // nothing else assigns the state's dependencies while the node's work runs.
    let current = state._withUnsafeGuaranteedRef { $0.dependencies.map(Unmanaged.passUnretained) }
    let (result, tracking) = withCancellableObservationTracking(
      options: .willSet, keeping: current, work, onChange: onChange)
    stateReads.trackingNode = previousTrackingNode
    beginTrackingSession()
    state._withUnsafeGuaranteedRef { replaceDependencies(in: $0, with: tracking) }
    return result
  }

  /// What the scopes of `node`, whose state is `state`, do when a property they read changes:
  /// the handler made at its first tracked work.
  private func dependencyChangeHandler(
    of node: Node, in state: TrackedNodeState
  ) -> @Sendable (ObservationTracking.Event) -> Void {
    if let existing = state.dependencyHandler { return existing.onChange }
    let handler = dependencyHandler(for: node)
    state.dependencyHandler = handler
    return handler.onChange
  }

  /// Makes `tracking` what the node whose state is `state` depends on, cancelling what it
  /// depended on before.
  ///
  /// Work that read nothing tracked gets the shared inactive scope each time: when the last
  /// work read nothing either, there is nothing to cancel, nor to replace.
  private func replaceDependencies(in state: TrackedNodeState, with tracking: ObservationScope) {
    if let previous = state.dependencies {
      guard previous !== tracking else { return }
      previous.cancel()
    }
    state.dependencies = tracking
  }

  /// Removes the read-tracking registrations and `@State` reads of a node whose identity left
  /// the tree.
  func cancelDependencies(of node: Node) {
    node.dependencies?.cancel()
    node.dependencies = nil
    forgetStateReads(of: node)
  }

  /// What a node's scope does when a property it read is about to change: post an invalidation
  /// naming the property, from whatever thread wrote it.
  private func dependencyHandler(for node: Node) -> DependencyHandler {
    DependencyHandler(
      invalidator: NodeInvalidator(center: center, nodeID: node.id), gate: evaluationGate)
  }
}
