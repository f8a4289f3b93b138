import ReadTracking

/// The view graph: the nodes, the pending invalidations, and the passes that bring the tree up
/// to date.
///
/// Used on the main actor only, through ``ViewHost``; the only part reachable from other
/// threads is ``InvalidationCenter``.
///
/// Its hot stored `var`s are `@exclusivity(unchecked)` (see ``Node`` for why that is sound and
/// what it saves); user code (actions, bodies) never runs inside an access to one of them.
final class Graph {
  /// How many follow-up passes a flush may run before it reports an invalidation loop.
  static let followUpPassLimit = 8

  let center = InvalidationCenter()
  let registry: ViewTypeRegistry
  let seededState: [String: Any]
  /// How many rows of each lazy container are mounted, or `nil` for all of them.
  let visibleRows: Int?
  /// The tasks `.task` modifiers started.
  let tasks = TaskList()
  /// The one slot given to every ``SlotFreeProperty`` of a view whose dynamic properties are
  /// all slot-free: none of them stores anything in it, so it stays empty.
  let unusedSlot = DynamicPropertySlot(label: "")
  /// The slots of such views, by number of fields: ``unusedSlot`` repeated (see
  /// ``unusedSlots(count:)``).
  @exclusivity(unchecked) var unusedSlotArrays: [Int: [DynamicPropertySlot]] = [:]
  /// Mounted nodes that can be invalidated (custom views and controls) by id, so that
  /// invalidations find their node.
  @exclusivity(unchecked) var trackedNodes = IDTable<Node>()
  /// Mounted titled controls (``TitledControl``) by view type and id, so that a user action
  /// finds its control without walking the tree; no other node has an entry.
  @exclusivity(unchecked) var titledControls: [ObjectIdentifier: [Int: Node]] = [:]
  @exclusivity(unchecked) var nextNodeID = 0
  /// The number of mounted nodes, primitives included.
  @exclusivity(unchecked) var mountedNodeCount = 0
  private(set) var root: Node?
  /// The custom view whose body is being evaluated, or `nil` outside a body.
  ///
  /// Held unretained: storing it retained the node and clearing it released it, at every
  /// evaluation. Safety: it is set only for the duration of one body's evaluation, to the node
  /// being evaluated (which the evaluation's caller keeps alive), and set back to `nil` when the
  /// body returns.
  @exclusivity(unchecked) unowned(unsafe) var evaluatingNode: Node?
  /// The node whose `@State` reads are recorded right now, and the tracking session: what a
  /// `@State` read needs of the graph.
  let stateReads: StateReadTracker
  @exclusivity(unchecked) var currentPass = 0
  /// How many control resolutions and own-scope expansions (``ChildWork/resolve(_:)``,
  /// ``ChildWork/expand(_:list:previous:)``) have been queued since the graph was made: a body
  /// that queued none has nothing to settle before its output.
  @exclusivity(unchecked) var ownScopeWorkCount = 0
  /// Empty arrays with a little capacity, for the next lists of elements to append into.
  ///
  /// The lists of bodies and of primitives' children take the last one (see
  /// ``recycleElements(of:)``): most flatten into a few elements, and an evaluation or an
  /// expansion then allocates no array for them. A primitive's list is made while its body's
  /// list is in use, so a row's mount needs two or three at once.
  @exclusivity(unchecked) var spareElements: [[ViewList.Element]] = []
  /// What the passes of the current flush did: evaluations, control updates and issues.
  @exclusivity(unchecked) var passReport = PassReport()
  @exclusivity(unchecked) var deferredActions: [DeferredAction] = []
  /// The `onReceive` values waiting for the next pass.
  let receivedValues = ReceivedValueQueue()
  private var isRunningPasses = false
  @exclusivity(unchecked) var counters = EvaluationCounters()
  /// What every write (`@State`, a publish, a tracked property) sees of the graph: whether a
  /// body made it.
  private(set) lazy var evaluationGate = EvaluationGate(graph: self)
  /// What every node's read-tracking scope calls, with the node's id, when a property it read
  /// is about to change (see ``ObservationDispatcher/dependencyHandler(center:gate:)``).
  private(set) lazy var dependencyHandler = ObservationDispatcher.dependencyHandler(
    center: center, gate: evaluationGate)
  /// The tracked writes a body made, while it was evaluated, to properties some view depends
  /// on: the property, and the identity path of the view that depends on it.
  ///
  /// Only touched on the graph's thread (``EvaluationGate`` checks it before it appends), by an
  /// append during a body and by ``reportTrackedBodyWrites(of:)`` after it, which reads and
  /// empties it before reporting: no two accesses overlap, and the check cost about 100
  /// instructions per evaluation.
  @exclusivity(unchecked) var bodyWrites: [(reason: EvaluationReason, dependentPath: String)] = []
  /// Set by a dynamic property that cannot be installed; the body is then not evaluated.
  var abandonment: RuntimeIssue?
  /// Present when the host audits its passes for missed updates.
  @exclusivity(unchecked) var audit: MissedUpdateAudit?

  init(reflection: FieldReflection, seededState: [String: Any], visibleRows: Int?) {
    registry = ViewTypeRegistry(reflection: reflection)
    stateReads = StateReadTracker(center: center)
    self.seededState = seededState
    self.visibleRows = visibleRows
  }

  var isEvaluatingBody: Bool { evaluatingNode != nil }
  var evaluatingPath: String? { evaluatingNode?.path }

  // MARK: Passes

  /// Mounts `view` as the root, then runs follow-up passes for what the mount invalidated.
  func mount(_ view: any View) -> PassReport {
    runPasses(first: {
      let key = IdentityKey(position: "", ids: [], type: ObjectIdentifier(type(of: view)))
      var work: [ChildWork] = []
      self.root = self.makeNode(
        key: key, view: view, info: self.registry.info(for: view), parent: nil,
        environment: EnvironmentValues(), work: &work)
      self.perform(&work)
    })
  }

  /// Runs one pass over the pending invalidations, then the follow-up passes for what that pass
  /// invalidated.
  func flush() -> PassReport {
    runPasses(first: nil)
  }

  /// Runs `action` as the first pass (a host action that works on the tree itself, such as a
  /// scroll), then the follow-up passes for what it invalidated.
  func runAction(_ action: @escaping () -> Void) -> PassReport {
    runPasses(first: action)
  }

  private func runPasses(first: (() -> Void)?) -> PassReport {
    guard !isRunningPasses else {
      let issue = RuntimeIssue(
        kind: .reentrantFlush, path: root?.path ?? "",
        message: "flush() was called while a pass was running (from an action the pass ran); "
          + "it did nothing: the pass in progress handles the invalidations in its follow-ups")
      passReport.issues.append(issue)
      var refused = PassReport()
      refused.issues = [issue]
      return refused
    }
    isRunningPasses = true
    center.beginFlush()
    defer {
      center.endFlush()
      isRunningPasses = false
    }
    passReport = PassReport()
    var pass = 0
    if let first {
      currentPass = 0
      first()
      runDeferredActions()
      pass = 1
    }
    while true {
      // Values received since the last pass are acted on first; what they invalidate is this
      // pass's work.
      receivedValues.runAll()
      let pending = center.drain()
      if pending.isEmpty { break }
      // A follow-up pass is for what the flush itself raised; what other threads posted
      // meanwhile rides along with it, or waits for the next flush when nothing else needs one.
      let raised = pass == 0 ? pending : pending.filter(\.isRaisedByFlush)
      if raised.isEmpty || pass > Self.followUpPassLimit {
        if !raised.isEmpty { reportLoop(raised) }
        center.restore(pending)
        break
      }
      currentPass = pass
      runPass(pending)
      runDeferredActions()
      pass += 1
    }
    if let audit { runAudit(audit) }
    passReport.passCount = pass
    return passReport
  }

  private func runPass(_ invalidations: [Invalidation]) {
    var dirty: [Node] = []
    for invalidation in invalidations {
      guard let node = trackedNodes[invalidation.nodeID] else { continue }
      if !node.isDirty { dirty.append(node) }
      node.markDirty(invalidation.reason)
    }
    reserveEvaluations(for: dirty.count)
    // Controls first, as a control updates from its binding without its enclosing body; then
    // bodies and the primitives that read their content in their own scope, parents before
    // children (a body that is evaluated updates the primitives below it). A control below a
    // primitive that makes its rows again waits for it: its row may be gone (its element
    // removed), or its binding point at another element.
    let rowsChanged = dirty.contains { $0.info.isPrimitive && !$0.info.isControl }
    func rank(_ node: Node) -> Int {
      node.info.isControl && !(rowsChanged && hasDirtyPrimitiveAncestor(node)) ? 0 : 1
    }
    dirty.sort { (rank($0), $0.depth, $0.id) < (rank($1), $1.depth, $1.id) }
    for node in dirty where node.isMounted && node.isDirty {
      if node.info.isControl {
        updateControl(node, reasons: node.takePendingReasons())
      } else if node.info.isPrimitive {
        updateOwnScope(node, reasons: node.takePendingReasons())
      } else {
        evaluate(node, reasons: node.takePendingReasons())
      }
    }
  }

  /// Whether a primitive above `node` is to update in this pass.
  private func hasDirtyPrimitiveAncestor(_ node: Node) -> Bool {
    var ancestor = node.parent
    while let next = ancestor {
      if next.info.isPrimitive, next.isDirty { return true }
      ancestor = next.parent
    }
    return false
  }

  private func runDeferredActions() {
    while !deferredActions.isEmpty {
      let actions = deferredActions
      deferredActions = []
      for action in actions { runDeferredAction(action.run) }
    }
  }

  private func reportLoop(_ pending: [Invalidation]) {
    var seen = Set<Int>()
    let culprits = pending.compactMap { invalidation -> String? in
      guard seen.insert(invalidation.nodeID).inserted,
        let node = trackedNodes[invalidation.nodeID]
      else { return nil }
      return "\(node.path) (\(invalidation.reason))"
    }
    guard let first = culprits.first else { return }
    report(
      .invalidationLoop, at: String(first.prefix { $0 != " " }),
      "invalidation loop: views were still invalidated after \(Self.followUpPassLimit) "
        + "follow-up passes: \(culprits.joined(separator: ", ")); each write during a pass "
        + "schedules another pass, so a view that writes state whenever it updates never settles")
  }

  /// Makes room in ``passReport`` for the evaluations that `count` items of work (the rows of a
  /// list mounting, the nodes a pass found dirty) are about to make, when they are many.
  ///
  /// The report's array then grows once to about the size it reaches, rather than doubling
  /// past it: a mount of 10 000 rows kept room for up to twice the evaluations it recorded (a
  /// mounted library row cost 36 bytes more), in the host's `mountReport`. The room grows at
  /// least twofold each time, so that many batches in a row still append in amortized constant
  /// time.
  func reserveEvaluations(for count: Int) {
    guard count >= 64 else { return }
    let needed = passReport.evaluations.count + count
    let capacity = passReport.evaluations.capacity
    if capacity < needed { passReport.evaluations.reserveCapacity(max(needed, 2 * capacity)) }
  }

  /// Adds an issue at `path` to ``passReport``.
  func report(_ kind: RuntimeIssue.Kind, at path: String, _ message: String) {
    passReport.issues.append(RuntimeIssue(kind: kind, path: path, message: message))
  }

  // MARK: Queries

  /// Every mounted node, parents before children.
  func allNodes() -> [Node] {
    root.map(subtree) ?? []
  }

  /// `node` and the mounted nodes below it, parents before children (a lazy container's parked
  /// rows are not mounted).
  func subtree(of node: Node) -> [Node] {
    var nodes: [Node] = []
    var stack = [node]
    while let node = stack.popLast() {
      nodes.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return nodes
  }

  /// Calls `body` with each mounted node and its identity path, in the order of ``allNodes()``.
  ///
  /// No path is kept in any node: a node that keeps none is given its parent's path and its own
  /// segment, and the path of a node with children is joined once, for them, and dropped after
  /// them. So a snapshot of every node (``ViewHost/nodes(where:)``) leaves no path behind in a
  /// million rows.
  func forEachNodeWithPath(_ body: (Node, IdentityPath) -> Void) {
    guard let root else { return }
    var stack: [(node: Node, parentPath: String?)] = [(root, nil)]
    while let (node, parentPath) = stack.popLast() {
      let path =
        node.keptIdentityPath
        ?? IdentityPath(parentPath: parentPath, segment: node.key.segment(typeName: node.info.name))
      body(node, path)
      let children = node.children
      guard !children.isEmpty else { continue }
      let joined = path.joined
      for child in children.reversed() { stack.append((child, joined)) }
    }
  }
}
