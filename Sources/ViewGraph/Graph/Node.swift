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
  /// The position of ``key``; its type is the info's (``key`` puts them together).
  let keyPosition: String
  /// The explicit ids of ``key``.
  let keyIDs: ExplicitIDs
  // `isMounted`, the two flags and the depth come right after the key's ids, in the bytes their
  // one-byte tag leaves free. With the key's type taken from the info, the child environment
  // kept by the primitives that have one, the primitive and tracked states in one word, and the
  // view's type taken from the info, a node is 120 bytes, not 168 (128 and 176 with the
  // allocator's header and rounding).
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
  /// The identity among its siblings: its type is the info's type.
  var key: IdentityKey { IdentityKey(position: keyPosition, ids: keyIDs, type: info.typeID) }

  /// Whether ``key`` is `key`, without making it (reconciliation compares keys in loops).
  ///
  /// No id, or one `Int` id on each side, the common cases, are compared here; any other ids
  /// through `==`, which copies them.
  @inline(__always)
  func hasKey(_ key: borrowing IdentityKey) -> Bool {
    guard info.typeID == key.type, keyPosition == key.position else { return false }
    if let id = keyIDs.inlineInt, let otherID = key.ids.inlineInt { return id == otherID }
    if keyIDs.isEmpty, key.ids.isEmpty { return true }
    return keyIDs == key.ids
  }
  /// The node above, or `nil` for the root (a node is owned by its parent's children).
  unowned let parent: Node?
  /// How many nodes are above this one: 0 for the root.
  var depth: Int { Int(storedDepth) }
  /// The view's value buffer; its type metadata and witness table are the info's (see
  /// ``ViewBuffer``): a node is 120 bytes, not 136 (128 and 144 with the allocator's header).
  @exclusivity(unchecked) private var viewBuffer: ViewBuffer
  /// A copy of the view (retaining its box, or each reference it holds); hot paths borrow it
  /// with ``withView(_:)`` instead.
  var view: any View { viewBuffer.copy(as: info.viewType) }

  /// Calls `body` with the view, borrowed where the node keeps it.
  ///
  /// `body` must not replace the node's view (with ``setView(_:)``) while it runs.
  @inline(__always)
  func withView<Result>(_ body: (borrowing any View) -> Result) -> Result {
    viewBuffer.withView(as: info.viewType, body)
  }

  /// Calls `body` with the view as an `inout` existential, for the operations that read it in
  /// place (``ViewTypeInfo/evaluateBody``, ``ViewTypeInfo/PrimitiveOperations/hasSameLine``).
  ///
  /// `body` must not replace the node's view (with ``setView(_:)``) while it runs.
  @inline(__always)
  func withMutableView<Result>(_ body: (inout any View) -> Result) -> Result {
    viewBuffer.withMutableView(as: info.viewType, body)
  }

  /// Replaces the view with `view`, which has the same type (the node's identity includes it).
  @inline(__always)
  func setView(_ view: consuming any View) {
    viewBuffer.replace(with: consume view, as: info.viewType)
  }

  deinit {
    viewBuffer.destroy(as: info.viewType)
  }
  /// The environment this node sees.
  @exclusivity(unchecked) var environment: EnvironmentValues
  /// The mounted children, in order (one child takes no array: see ``NodeChildren``).
  @exclusivity(unchecked) var children = NodeChildren()

  /// The environment its children see: different from ``environment`` only below a primitive
  /// that writes it, which keeps it in its ``PrimitiveState``.
  var childEnvironment: EnvironmentValues {
    get { primitiveState?.childEnvironment ?? environment }
    set {
      assert(
        primitiveState != nil || newValue.isIdentical(to: environment),
        "\(info.name) keeps no primitive state, so it cannot give its children an environment")
      primitiveState?.childEnvironment = newValue
    }
  }
  /// One slot per dynamic property field, in field order; empty until the first evaluation
  /// installs them (kept in ``TrackedNodeState``, which only custom views and controls have).
  var slots: DynamicPropertySlots { withTrackedState { $0?.slots ?? .empty } }
  /// What a primitive keeps between expansions; `nil` for custom views, leaves and plain
  /// containers (see ``PlainContainer``).
  var primitiveState: PrimitiveState? {
    if case .primitive(let state) = state { state } else { nil }
  }
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
  /// The node's ``PrimitiveState`` or ``TrackedNodeState``, in one word.
  ///
  /// A custom view or a control makes its tracked state with the node (each is evaluated or
  /// resolved at once, which needs it), a primitive that keeps something between expansions its
  /// primitive state; neither is replaced. A plain container (a stack: see ``PlainContainer``)
  /// starts with none, the 48 bytes of a `PrimitiveState` it would not use, and makes a tracked
  /// state the first time it needs one (to read deferred content in its own scope, or to keep
  /// its path): that is the one assignment after the node's initializer. It is read unretained
  /// (see ``withTrackedState(_:)``).
  @exclusivity(unchecked) private var state: NodeState

  /// What a node keeps beyond its own fields: one word, as a node has at most one of the two
  /// (a primitive that has both, one that reads its deferred content in its own scope, keeps its
  /// tracked state in its ``PrimitiveState``).
  private enum NodeState {
    /// A leaf primitive that is not a control, or a plain container that has needed nothing yet.
    case none
    /// A primitive that has children and keeps something between expansions.
    case primitive(PrimitiveState)
    /// A custom view, a leaf control, or a plain container that needed a tracked state.
    case tracked(TrackedNodeState)
  }

  /// Calls `body` with what a custom view or a control keeps, or with `nil` when the node has
  /// none (a primitive with children has it only once it has needed it, other primitives never).
  ///
  /// The state is passed borrowed: a property returning it, from either case, took a reference
  /// (an atomic increment and decrement) at each of the few reads an evaluation makes.
  @inline(__always)
  func withTrackedState<Result>(_ body: (TrackedNodeState?) -> Result) -> Result {
    switch state {
    case .tracked(let tracked):
      // Unretained: a state, once made, is kept for the node's lifetime, and the caller keeps
      // the node alive.
      Unmanaged.passUnretained(tracked)._withUnsafeGuaranteedRef { body($0) }
    case .primitive(let primitive): body(primitive.tracked)
    case .none: body(nil)
    }
  }

  /// The state of a custom view or a control, or `nil` when it has none yet.
  var trackedStateIfAny: TrackedNodeState? { withTrackedState { $0 } }

  /// The state of a custom view or a control, made (for a primitive with children) the first
  /// time it is needed; mutate its collections through it, in place.
  ///
  /// Inlined for a state already made as a custom view's or a control's; the other cases are
  /// out of line.
  @inline(__always)
  var tracked: TrackedNodeState {
    if case .tracked(let tracked) = state { return tracked }
    return primitiveTracked()
  }

  /// ``tracked`` for a primitive, made if it has none yet.
  @inline(never)
  private func primitiveTracked() -> TrackedNodeState {
    switch state {
    case .tracked(let tracked):
      return tracked
    case .primitive(let primitive):
      if let tracked = primitive.tracked { return tracked }
      let made = TrackedNodeState()
      primitive.tracked = made
      return made
    case .none:
      precondition(
        info.primitive?.keepsState == false,
        "\(info.name) is a leaf primitive, which is never tracked")
      let made = TrackedNodeState()
      state = .tracked(made)
      return made
    }
  }

  /// ``tracked``, unretained, for a caller that keeps the node alive while it uses it (a node
  /// makes its state once and keeps it for its lifetime).
  ///
  /// Inlined, so that a state already made is loaded with no reference counting: ``tracked``
  /// returned it retained, and its caller released it again.
  @inline(__always)
  var unretainedTracked: Unmanaged<TrackedNodeState> {
    if case .tracked(let tracked) = state { return .passUnretained(tracked) }
    return .passUnretained(primitiveTracked())
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
    } else if keepsPath || info.primitive?.keepsState == false {
      // A plain container keeps it in a tracked state, made now if it has none.
      tracked.identityPath = IdentityPath(parentPath: nil, segment: path)
    }
    return path
  }

  /// Whether the node keeps its path (as its parent's and its segment) once made: a custom view
  /// or a control.
  private var keepsPath: Bool { !info.isPrimitive || info.isControl }

  /// The whole path, when it has been made and kept.
  private var wholePath: String? {
    if let path = withTrackedState({ $0?.identityPath }), path.parentPath == nil {
      return path.segment
    }
    return primitiveState?.path
  }

  /// The node's identity path as its parent's path and its own segment, or as the whole path
  /// once that has been made.
  ///
  /// Kept by custom views and controls, which record it at each evaluation or update: the parent's
  /// path is the one string the parent keeps, and a short segment is stored inline.
  var identityPath: IdentityPath {
    // A custom view's, kept since its first evaluation, is read in place: through
    // ``keptIdentityPath`` it was copied twice (about 60 instructions more per evaluation).
    if case .tracked(let tracked) = state {
      if let path = tracked.identityPath { return path }
    } else if let path = keptIdentityPath {
      return path
    }
    let path = IdentityPath(
      parentPath: parent?.path,
      segment: IdentityKey.segment(typeName: info.name, position: keyPosition, ids: keyIDs))
    if keepsPath { tracked.identityPath = path }
    return path
  }

  /// The identity path the node keeps, when it keeps one: its parent's path and its segment, or
  /// its whole path.
  var keptIdentityPath: IdentityPath? {
    if let path = withTrackedState({ $0?.identityPath }) { return path }
    if let path = primitiveState?.path { return IdentityPath(parentPath: nil, segment: path) }
    return nil
  }

  /// Why the node is to be recomputed in the current pass; empty when it is not dirty.
  var pendingReasons: [EvaluationReason] { withTrackedState { $0?.pendingReasons ?? [] } }

  /// The tracked properties read by the last evaluation; cancelled when the identity leaves.
  var dependencies: ObservationScope? {
    get { withTrackedState { $0?.dependencies } }
    set {
      withTrackedState { state in
        if let state {
          state.dependencies = newValue
        } else if newValue != nil {
          tracked.dependencies = newValue
        }
      }
    }
  }

  /// For a control: the line its bindings resolved to, in its own tracking scope.
  var resolvedLine: String? {
    get { withTrackedState { $0?.resolvedLine } }
    set { tracked.resolvedLine = newValue }
  }

  init(
    id: Int, key: consuming IdentityKey, info: ViewTypeInfo, view: consuming any View,
    parent: Node?, environment: EnvironmentValues, tasks: TaskList
  ) {
    assert(key.type == info.typeID, "a node's key has the type of its info")
    self.id = id
    keyPosition = key.position
    keyIDs = key.ids
    self.info = info
    viewBuffer = ViewBuffer(taking: consume view, as: info.viewType)
    self.parent = parent
    storedDepth = (parent?.storedDepth ?? -1) + 1
    self.environment = environment
    if let primitive = info.primitive, !primitive.isLeaf, primitive.keepsState {
      state = .primitive(PrimitiveState(tasks: tasks, environment: environment))
    } else if info.isPrimitive && !info.isControl {
      state = .none
    } else {
      state = .tracked(TrackedNodeState())
    }
  }

  var isDirty: Bool { withTrackedState { $0.map { !$0.pendingReasons.isEmpty } ?? false } }

  /// The custom view whose own output shows this node: the node itself for a custom view, its
  /// owner for a primitive.
  var shownBy: Node? { info.isPrimitive ? owner : self }

  func markDirty(_ reason: EvaluationReason) {
    tracked.pendingReasons.appendIfAbsent(reason)
  }

  /// The reasons the node is dirty, which it no longer is.
  func takePendingReasons() -> [EvaluationReason] {
    withTrackedState { state in
      guard let state, !state.pendingReasons.isEmpty else { return [] }
      defer { state.pendingReasons = [] }
      return state.pendingReasons
    }
  }

  /// The line that shows the node in a rendering, or `nil` for a transparent primitive.
  var renderLine: String? {
    guard let primitive = info.primitive else { return customLine }
    return resolvedLine ?? withView { primitive.renderLine($0) }
  }

  /// The line of a custom view, which depends on its identity alone.
  private var customLine: String {
    key.customLine(typeName: info.name)
  }
}

extension Node {
  /// What the node keeps beyond its own fields, for the memory tests: `none`, `primitive` or
  /// `tracked`.
  fileprivate var keptStateKind: String {
    switch state {
    case .none: "none"
    case .primitive: "primitive"
    case .tracked: "tracked"
    }
  }
}

/// A node is found in ``Graph/trackedNodes`` by its id.
extension Node: IDTableElement {
  var tableID: Int { id }
}

extension ViewHost {
  /// The size of a node, header included, for the memory tests: at most 120 bytes, so that with
  /// the allocator's 8-byte header it takes 128, not 144.
  package static var nodeSize: Int { instanceSize(of: Node.self) }

  /// For the memory tests: what each mounted node of a view type keeps beyond its own fields.
  ///
  /// One of `none`, `primitive` or `tracked` per node whose type is named `typeName`, parents
  /// before children. Asks no node for its path, which a plain container would then keep.
  package func keptStates(ofType typeName: String) -> [String] {
    graph.allNodes().filter { $0.info.name == typeName }.map(\.keptStateKind)
  }

  /// For the tests: whether a `Text` node whose key has `ids` has the key of a `Text` at the same
  /// position with `otherIDs`, as ``Node/hasKey(_:)`` finds it and as `==` on the node's ``Node/key``.
  package func nodeKeyComparisons(_ ids: ExplicitIDs, _ otherIDs: ExplicitIDs) -> (
    hasKey: Bool, equal: Bool
  ) {
    let view = Text("")
    let type = ObjectIdentifier(Text.self)
    let node = Node(
      id: 0, key: IdentityKey(position: "1", ids: ids, type: type),
      info: graph.registry.info(for: view), view: view, parent: nil,
      environment: EnvironmentValues(), tasks: TaskList())
    let other = IdentityKey(position: "1", ids: otherIDs, type: type)
    return (node.hasKey(other), node.key == other)
  }
}
