/// What a `@State` read needs of its graph: the node whose reads are recorded, and the current
/// tracking session.
///
/// Kept apart from ``Graph`` so that a ``StateLocation`` holds it strongly. The graph is held
/// weakly (by its ``EvaluationGate``, through which the dynamic property contexts reach it), which gives it a side
/// table: a read that loaded the graph through a weak reference and released it through its
/// side table cost about 140 instructions more than one through this object.
///
/// Its stored `var`s are `@exclusivity(unchecked)` (see ``Node`` for why that is sound): it is
/// used on the main actor only, by the graph and by the reads it records.
final class StateReadTracker {
  /// Where the invalidations of a written `@State` value go: the graph's.
  let center: InvalidationCenter
  /// The node whose `@State` reads are recorded right now: the custom view whose body is
  /// evaluated, or the control resolving its bindings; `nil` outside both.
  ///
  /// Held unretained: storing the node retained it, and each read recorded loaded it with a
  /// retain and a release. Safety: it is set only by ``Graph/withDependencyTracking(of:_:)``,
  /// for the duration of that call, to the node the call was given (which its caller keeps
  /// alive), and set back to the node it held before when the call returns.
  @exclusivity(unchecked) var trackingNode: Unmanaged<Node>?
  /// The current tracking session, which a location compares with the one it was last read in.
  ///
  /// A new session begins whenever ``trackingNode`` changes or a node forgets its `@State` reads
  /// (see ``Graph/beginTrackingSession()``). Starts at 1: a new location (session 0) was
  /// recorded in none.
  @exclusivity(unchecked) var trackingSession = 1

  init(center: InvalidationCenter) {
    self.center = center
  }

  /// Makes the node tracked right now (``trackingNode``) a reader of `location`.
  ///
  /// The reason the node will be invalidated with names the node's own `@Binding` field to the
  /// location when it has one (`_text` of a child), and the owning `@State` field otherwise.
  ///
  /// A body that reads the same value again (a `ForEach` row closure reading the enclosing
  /// view's state, once per row) finds it recorded in the current tracking session and returns
  /// at once, without looking the location up among the node's reads.
  func recordRead(of location: AnyStateLocation) {
    guard let trackingNode, location.recordedSession != trackingSession else { return }
    location.recordedSession = trackingSession
    trackingNode._withUnsafeGuaranteedRef { record(location, readBy: $0) }
  }

  /// Makes `node` a reader of `location`, unless it already is one.
  private func record(_ location: AnyStateLocation, readBy node: Node) {
    let state = node.tracked
    guard state.insertStateRead(location) else { return }
    location.addReader(
      id: node.id, label: state.bindingLabels[ObjectIdentifier(location)] ?? location.label)
  }
}
