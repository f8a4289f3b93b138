extension Graph {
  /// Makes the node the graph tracks right now (`trackingNode`) a reader of `location`.
  ///
  /// The reason the node will be invalidated with names the node's own `@Binding` field to the
  /// location when it has one (`_text` of a child), and the owning `@State` field otherwise.
  func recordRead(of location: some AnyStateLocation) {
    guard let node = trackingNode else { return }
    let id = ObjectIdentifier(location)
    let state = node.tracked
    guard state.stateReads[id] == nil else { return }
    state.stateReads[id] = location
    location.addReader(id: node.id, label: state.bindingLabels[id] ?? location.label)
  }

  /// Forgets every `@State` read of `node`: before it is tracked again, and when it leaves.
  func forgetStateReads(of node: Node) {
    guard let state = node.trackedStateIfAny, !state.stateReads.isEmpty else { return }
    for location in state.stateReads.values { location.removeReader(id: node.id) }
    state.stateReads = [:]
  }

  /// Records that the field `label` of the node with id `nodeID` is a binding to the `@State`
  /// value at `location`, so that a read through it names the field.
  func recordBinding(to location: AnyObject, label: String, inNodeWithID nodeID: Int) {
    guard location is any AnyStateLocation, let node = trackedNodes[nodeID] else { return }
    node.tracked.bindingLabels[ObjectIdentifier(location)] = label
  }
}
