extension Graph {
  /// Makes the node the graph tracks right now (`trackingNode`) a reader of `location`.
  ///
  /// The reason the node will be invalidated with names the node's own `@Binding` field to the
  /// location when it has one (`_text` of a child), and the owning `@State` field otherwise.
  ///
  /// A body that reads the same value again (a `ForEach` row closure reading the enclosing
  /// view's state, once per row) finds it recorded in the current tracking session and returns
  /// at once, without looking the location up among the node's reads.
  func recordRead(of location: some AnyStateLocation) {
    guard let node = trackingNode, location.recordedSession != trackingSession else { return }
    location.recordedSession = trackingSession
    let state = node.tracked
    guard !state.stateReads.contains(where: { $0 === location }) else { return }
    state.stateReads.append(location)
    location.addReader(
      id: node.id, label: state.bindingLabels[ObjectIdentifier(location)] ?? location.label)
  }

  /// Starts a new tracking session: what a location recorded in an earlier one is looked up
  /// again on its next read.
  ///
  /// Called whenever the node being tracked changes, or a node forgets its reads.
  func beginTrackingSession() {
    trackingSession &+= 1
  }

  /// Forgets every `@State` read of `node`: before it is tracked again, and when it leaves.
  func forgetStateReads(of node: Node) {
    beginTrackingSession()
    guard let state = node.trackedStateIfAny, !state.stateReads.isEmpty else { return }
    for location in state.stateReads { location.removeReader(id: node.id) }
    state.stateReads.removeAll(keepingCapacity: true)
  }

  /// Records that the field `label` of the node with id `nodeID` is a binding to the `@State`
  /// value at `location`, so that a read through it names the field.
  func recordBinding(to location: AnyObject, label: String, inNodeWithID nodeID: Int) {
    guard location is any AnyStateLocation, let node = trackedNodes[nodeID] else { return }
    node.tracked.bindingLabels[ObjectIdentifier(location)] = label
  }
}
