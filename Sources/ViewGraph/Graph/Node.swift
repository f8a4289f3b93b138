import ReadTracking

/// One identity in the tree: the source of truth for a view, its state and its children.
///
/// Its stored `var`s are `@exclusivity(unchecked)`, like those of ``Graph``,
/// ``TrackedNodeState`` and ``StateLocation``: the graph uses them on the main actor only, and
/// every access is a read or an assignment that runs no code reaching the same property, so
/// no two accesses can overlap. A dynamic check costs about 100 instructions per access (a
/// thread-local access set), and an evaluation made about 16 of them, a seventh of its cost.
final class Node {
  let id: Int
  let key: IdentityKey
  // `isMounted`, the two flags and the depth come right after the key, in the bytes its last
  // field leaves free. With the child environment kept by the primitives that have one, a node
  // is 152 bytes, not 160 (160 and 176 with the allocator's header and rounding).
  @exclusivity(unchecked) var isMounted = true
  /// For a custom view: whether an evaluation has produced an output, which later ones compare
  /// with (kept here, in bytes that are free anyway, rather than in its ``TrackedNodeState``).
  @exclusivity(unchecked) var hasOutput = false
  /// For a primitive: whether it reads its deferred content in its own scope (see
  /// ``ViewList/appendDeferred(position:ids:_:)``), and so is found by the invalidations of
  /// what it read.
  @exclusivity(unchecked) var readsInOwnScope = false
  private let storedDepth: Int32
  let info: ViewTypeInfo
  /// The node above, or `nil` for the root (a node is owned by its parent's children).
  unowned let parent: Node?
  /// How many nodes are above this one: 0 for the root.
  var depth: Int { Int(storedDepth) }
  @exclusivity(unchecked) var view: any View
  /// The environment this node sees.
  @exclusivity(unchecked) var environment: EnvironmentValues
  /// The mounted children, in order (one child takes no array: see ``NodeChildren``).
  @exclusivity(unchecked) var children = NodeChildren()

  /// The environment its children see: different from ``environment`` only below a primitive
  /// that writes it, which keeps it in its ``PrimitiveState``.
  var childEnvironment: EnvironmentValues {
    get { primitiveState?.childEnvironment ?? environment }
    set { primitiveState?.childEnvironment = newValue }
  }
  /// One slot per dynamic property field, in field order; empty until the first evaluation
  /// installs them (kept in ``TrackedNodeState``, which only custom views and controls have).
  var slots: DynamicPropertySlots { trackedState?.slots ?? .empty }
  /// What a primitive keeps between expansions; `nil` for custom views and leaves.
  let primitiveState: PrimitiveState?
  /// For a lazy container: the first row inside the viewport.
  var firstVisibleRow: Int {
    get { primitiveState?.firstVisibleRow ?? 0 }
    set { primitiveState?.firstVisibleRow = newValue }
  }
  /// For a lazy container: how many rows it had at its last expansion.
  var rowCount: Int {
    get { primitiveState?.rowCount ?? 0 }
    set { primitiveState?.rowCount = newValue }
  }
  /// For a lazy container: the rows outside the viewport, detached but with their state (change
  /// them in ``primitiveState``, in place).
  var parkedRows: [IdentityKey: Node] { primitiveState?.parkedRows ?? [:] }
  /// The nearest custom view above (the node itself is not), whose own output shows this node.
  ///
  /// Found by walking up the primitives between the two (a few), rather than stored in every
  /// node: it is asked for only when an output changes or a control updates.
  var owner: Node? {
    var ancestor = parent
    while let node = ancestor, node.info.isPrimitive { ancestor = node.parent }
    return ancestor
  }
  /// What a primitive keeps for the identity's lifetime (an `onReceive` subscription); released
  /// when the identity leaves.
  var primitiveStorage: AnyObject? {
    get { primitiveState?.storage }
    set { primitiveState?.storage = newValue }
  }
  /// What a custom view or a control keeps; `nil` until it needs it, and for other primitives.
  @exclusivity(unchecked) private var trackedState: TrackedNodeState?

  /// The state of a custom view or a control, or `nil` when it has none yet.
  var trackedStateIfAny: TrackedNodeState? { trackedState }

  /// The state of a custom view or a control, made the first time it is needed; mutate its
  /// collections through it, in place.
  var tracked: TrackedNodeState {
    if let trackedState { return trackedState }
    let state = TrackedNodeState()
    trackedState = state
    return state
  }

  /// ``tracked``, unretained, for a caller that keeps the node alive while it uses it (a node
  /// makes its state once and keeps it for its lifetime).
  ///
  /// Inlined, so that a state already made is loaded with no reference counting: ``tracked``
  /// returned it retained, and its caller released it again.
  @inline(__always)
  var unretainedTracked: Unmanaged<TrackedNodeState> {
    if let trackedState { return .passUnretained(trackedState) }
    return .passUnretained(tracked)
  }

  /// The identity path, such as `Root/VStack/Child[1]`: made the first time it is asked for,
  /// and kept by custom views, controls and primitives with children (whose path every row
  /// below them starts with); a leaf's is made again each time, as it is seldom asked for.
  ///
  /// What the graph records per evaluation uses ``identityPath`` instead, which makes none: a
  /// row's path is made only when something asks for it.
  var path: String {
    if let path = wholePath { return path }
    // One allocation of the right size: the path is kept for the node's lifetime.
    let path = identityPath.joined
    if let primitiveState {
      primitiveState.path = path
    } else if keepsPath {
      tracked.identityPath = IdentityPath(parentPath: nil, segment: path)
    }
    return path
  }

  /// The identity path, as ``path`` gives it, without keeping it when it is not kept yet: for a
  /// snapshot of every node (``ViewHost/nodes(where:)``), most of which nobody asks again.
  var transientPath: String {
    wholePath ?? identityPath.joined
  }

  /// Whether the node keeps its path once made: a custom view or a control.
  private var keepsPath: Bool { !info.isPrimitive || info.isControl }

  /// The whole path, when it has been made and kept.
  private var wholePath: String? {
    if let path = trackedState?.identityPath, path.parentPath == nil { return path.segment }
    return primitiveState?.path
  }

  /// The node's identity path as its parent's path and its own segment, or as the whole path
  /// once that has been made.
  ///
  /// Kept by custom views and controls, which record it at each evaluation or update: the parent's
  /// path is the one string the parent keeps, and a short segment is stored inline.
  var identityPath: IdentityPath {
    if let path = trackedState?.identityPath { return path }
    if let path = primitiveState?.path { return IdentityPath(parentPath: nil, segment: path) }
    let path = IdentityPath(parentPath: parent?.path, segment: key.segment(typeName: info.name))
    if keepsPath { tracked.identityPath = path }
    return path
  }

  /// Why the node is to be recomputed in the current pass; empty when it is not dirty.
  var pendingReasons: [EvaluationReason] { trackedState?.pendingReasons ?? [] }

  /// The tracked properties read by the last evaluation; cancelled when the identity leaves.
  var dependencies: ObservationScope? {
    get { trackedState?.dependencies }
    set { if newValue != nil || trackedState != nil { tracked.dependencies = newValue } }
  }

  /// What the node's read-tracking scopes do when a property they read changes; made at the
  /// first evaluation and reused by every later one.
  var dependencyHandler: DependencyHandler? {
    get { trackedState?.dependencyHandler }
    set { tracked.dependencyHandler = newValue }
  }

  /// For a control: the line its bindings resolved to, in its own tracking scope.
  var resolvedLine: String? {
    get { trackedState?.resolvedLine }
    set { tracked.resolvedLine = newValue }
  }

  init(
    id: Int, key: IdentityKey, info: ViewTypeInfo, view: any View, parent: Node?,
    environment: EnvironmentValues, tasks: TaskList
  ) {
    self.id = id
    self.key = key
    self.info = info
    self.view = view
    self.parent = parent
    storedDepth = (parent?.storedDepth ?? -1) + 1
    self.environment = environment
    primitiveState =
      info.primitive?.isLeaf == false
      ? PrimitiveState(tasks: tasks, environment: environment) : nil
  }

  var isDirty: Bool { trackedState.map { !$0.pendingReasons.isEmpty } ?? false }

  /// The custom view whose own output shows this node: the node itself for a custom view, its
  /// owner for a primitive.
  var shownBy: Node? { info.isPrimitive ? owner : self }

  func markDirty(_ reason: EvaluationReason) {
    tracked.pendingReasons.appendIfAbsent(reason)
  }

  /// The reasons the node is dirty, which it no longer is.
  func takePendingReasons() -> [EvaluationReason] {
    guard let trackedState, !trackedState.pendingReasons.isEmpty else { return [] }
    defer { trackedState.pendingReasons = [] }
    return trackedState.pendingReasons
  }

  /// The line that shows the node in a rendering, or `nil` for a transparent primitive.
  var renderLine: String? {
    guard let primitive = info.primitive else { return customLine }
    return resolvedLine ?? primitive.renderLine(view)
  }

  /// The line of a custom view, which depends on its identity alone.
  private var customLine: String {
    key.customLine(typeName: info.name)
  }
}
