extension Graph {
  /// Starts a new tracking session: what a location recorded in an earlier one is looked up
  /// again on its next read.
  ///
  /// Called whenever the node being tracked changes, or a node forgets its reads.
  func beginTrackingSession() {
    stateReads.trackingSession &+= 1
  }

  /// Forgets every `@State` read of `node`: before it is tracked again, and when it leaves.
  func forgetStateReads(of node: Node) {
    beginTrackingSession()
    node.withTrackedState { state in
      guard let state, state.hasStateReads else { return }
      state.removeStateReads { $0.removeReader(id: node.id) }
    }
  }

  /// Records that the field `label` of the node with id `nodeID` is a binding to the `@State`
  /// value at `location`, so that a read through it names the field.
  func recordBinding(to location: AnyObject, label: String, inNodeWithID nodeID: Int) {
    guard location is AnyStateLocation, let node = trackedNodes[nodeID] else { return }
    node.tracked.bindingLabels[ObjectIdentifier(location)] = label
  }
}
