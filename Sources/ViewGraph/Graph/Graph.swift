/// The view graph: the nodes, the pending invalidations, and the passes that bring the tree up
/// to date.
///
/// Used on the main actor only, through ``ViewHost``; the only part reachable from other
/// threads is ``InvalidationCenter``.
final class Graph {
  /// How many follow-up passes a flush may run before it reports an invalidation loop.
  static let followUpPassLimit = 8

  let center = InvalidationCenter()
  private let registry: ViewTypeRegistry
  private let seededState: [String: Any]
  /// Mounted custom nodes by id, so that invalidations find their node.
  private var customNodes: [Int: Node] = [:]
  private var nextNodeID = 0
  /// The number of mounted nodes, primitives included.
  private(set) var mountedNodeCount = 0
  private(set) var root: Node?
  private var evaluatingNode: Node?
  private var currentPass = 0
  private var report = PassReport()
  private var deferredActions: [() -> Void] = []
  var counters = EvaluationCounters()

  init(reflection: FieldReflection, seededState: [String: Any]) {
    registry = ViewTypeRegistry(reflection: reflection)
    self.seededState = seededState
  }

  var isEvaluatingBody: Bool { evaluatingNode != nil }
  var evaluatingPath: String? { evaluatingNode?.path }

  // MARK: Passes

  /// Mounts `view` as the root, then runs follow-up passes for what the mount invalidated.
  func mount(_ view: any View) -> PassReport {
    runPasses(first: {
      let key = IdentityKey(position: "", ids: [], type: ObjectIdentifier(type(of: view)))
      self.root = self.makeNode(
        key: key, view: view, info: self.registry.info(for: view), parent: nil,
        environment: EnvironmentValues())
    })
  }

  /// Runs one pass over the pending invalidations, then the follow-up passes for what that pass
  /// invalidated.
  func flush() -> PassReport {
    runPasses(first: nil)
  }

  private func runPasses(first: (() -> Void)?) -> PassReport {
    report = PassReport()
    var pass = 0
    if let first {
      currentPass = 0
      first()
      runDeferredActions()
      pass = 1
    }
    while true {
      let pending = center.drain()
      if pending.isEmpty { break }
      if pass > Self.followUpPassLimit {
        reportLoop(pending)
        center.restore(pending)
        break
      }
      currentPass = pass
      runPass(pending)
      runDeferredActions()
      pass += 1
    }
    report.passCount = pass
    return report
  }

  private func runPass(_ invalidations: [Invalidation]) {
    var dirty: [Node] = []
    for invalidation in invalidations {
      guard let node = customNodes[invalidation.nodeID] else { continue }
      if !node.isDirty { dirty.append(node) }
      node.markDirty(invalidation.reason)
    }
    dirty.sort { ($0.depth, $0.id) < ($1.depth, $1.id) }
    for node in dirty where node.isMounted && node.isDirty {
      evaluate(node, reasons: node.takePendingReasons())
    }
  }

  private func runDeferredActions() {
    while !deferredActions.isEmpty {
      let actions = deferredActions
      deferredActions = []
      for action in actions { action() }
    }
  }

  private func reportLoop(_ pending: [Invalidation]) {
    var seen = Set<Int>()
    let culprits = pending.compactMap { invalidation -> String? in
      guard seen.insert(invalidation.nodeID).inserted,
        let node = customNodes[invalidation.nodeID]
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

  func report(_ kind: RuntimeIssue.Kind, at path: String, _ message: String) {
    report.issues.append(RuntimeIssue(kind: kind, path: path, message: message))
  }

  // MARK: Nodes

  private func makeNode(
    key: IdentityKey, view: any View, info: ViewTypeInfo, parent: Node?,
    environment: EnvironmentValues
  ) -> Node {
    nextNodeID += 1
    mountedNodeCount += 1
    let node = Node(
      id: nextNodeID, key: key, info: info, view: view, parent: parent,
      environment: environment)
    if node.info.isPrimitive {
      expandPrimitive(node, previous: nil)
    } else {
      customNodes[node.id] = node
      evaluate(node, reasons: [.identity])
    }
    return node
  }

  private func unmount(_ node: Node) {
    node.isMounted = false
    mountedNodeCount -= 1
    customNodes[node.id] = nil
    for slot in node.slots { slot.destroy() }
    for child in node.children { unmount(child) }
  }

  /// Brings an existing node up to date with the value its parent now gives it (`view`), or
  /// pushes a new environment down (`view == nil`).
  private func update(_ node: Node, view: (any View)?, environment: EnvironmentValues) {
    if node.info.isPrimitive {
      let previous = PrimitiveSnapshot(
        view: node.view, parentEnvironment: node.environment,
        childEnvironment: node.childEnvironment)
      if let view {
        node.view = view
      } else if environment.isIdentical(to: node.environment) {
        return
      }
      node.environment = environment
      if view == nil {
        propagateEnvironment(node, previous: previous)
      } else {
        expandPrimitive(node, previous: previous)
      }
      return
    }
    var reasons = node.isDirty ? node.takePendingReasons() : []
    if let view {
      for reason in node.info.changes(from: node.view, to: view) where !reasons.contains(reason) {
        reasons.append(reason)
      }
      node.view = view
    }
    let environmentChanged = !environment.isIdentical(to: node.environment)
    if environmentChanged {
      let changes = node.info.environmentChanges(
        of: node.view, from: node.environment, to: environment)
      for reason in changes where !reasons.contains(reason) { reasons.append(reason) }
      node.environment = environment
      node.childEnvironment = environment
    }
    if !reasons.isEmpty {
      evaluate(node, reasons: reasons)
    } else if environmentChanged {
      for child in node.children { update(child, view: nil, environment: environment) }
    }
  }

  /// Pushes a new environment through a primitive whose value did not change.
  private func propagateEnvironment(_ node: Node, previous: PrimitiveSnapshot) {
    guard let primitive = node.info.primitive else { return }
    node.childEnvironment = primitive.childEnvironment(node.view, node.environment, previous)
    guard !node.childEnvironment.isIdentical(to: previous.childEnvironment) else { return }
    for child in node.children { update(child, view: nil, environment: node.childEnvironment) }
  }

  /// Expands a primitive: its environment, its lifecycle actions and its children.
  private func expandPrimitive(_ node: Node, previous: PrimitiveSnapshot?) {
    guard let primitive = node.info.primitive else { return }
    node.childEnvironment = primitive.childEnvironment(node.view, node.environment, previous)
    deferredActions.append(contentsOf: primitive.lifecycleActions(node.view, previous?.view))
    var list = ViewList(registry: registry)
    primitive.appendChildren(node.view, &list)
    reconcile(node, with: list)
  }

  /// Evaluates a custom node's body and reconciles its children with the result.
  private func evaluate(_ node: Node, reasons: [EvaluationReason]) {
    node.isDirty = false
    node.pendingReasons = []
    installDynamicProperties(of: node)
    let body = evaluateBody(of: node)
    counters.record(viewType: node.info.name, nodeID: node.id, path: node.path)
    let index = report.evaluations.count
    report.evaluations.append(
      Evaluation(
        pass: currentPass, path: node.path, viewType: node.info.name, reasons: reasons,
        outputChanged: true))
    var list = ViewList(registry: registry)
    list.append(body, position: "", ids: [])
    reconcile(node, with: list)
    let output = ownOutput(of: node)
    report.evaluations[index].outputChanged = output != node.lastOutput
    node.lastOutput = output
  }

  /// The one place a body runs.
  ///
  /// The read-tracking scope of the next module wraps this call.
  private func evaluateBody(of node: Node) -> any View {
    evaluatingNode = node
    defer { evaluatingNode = nil }
    return node.info.evaluateBody(node.view)
  }

  private func installDynamicProperties(of node: Node) {
    let dynamicFields = node.info.dynamicFields
    guard !dynamicFields.isEmpty else { return }
    let values = node.info.readFields(of: node.view)
    let invalidator = NodeInvalidator(center: center, nodeID: node.id)
    for (field, slot) in zip(dynamicFields, node.slots) {
      let context = DynamicPropertyContext(
        environment: node.environment, invalidator: invalidator, label: field.label,
        viewPath: node.path, graph: self,
        seededValue: slot.storage == nil ? seededState[node.path + "|" + field.label] : nil)
      field.install(values[field.fieldIndex], slot, context)
    }
  }

  /// Matches a node's new children with its old ones by identity: kept identities are updated,
  /// new ones mounted, missing ones unmounted.
  private func reconcile(_ node: Node, with list: ViewList) {
    for (kind, messages) in list.issues {
      for message in messages { report(kind, at: node.path, message) }
    }
    let elements = list.elements
    let old = node.children
    let environment = node.childEnvironment
    if old.count == elements.count,
      zip(old, elements).allSatisfy({ $0.key == $1.key })
    {
      for (child, element) in zip(old, elements) {
        update(child, view: element.view, environment: environment)
      }
      return
    }
    var existing = [IdentityKey: Node](minimumCapacity: old.count)
    for child in old { existing[child.key] = child }
    var seen = Set<IdentityKey>(minimumCapacity: elements.count)
    var children: [Node] = []
    children.reserveCapacity(elements.count)
    for element in elements {
      guard seen.insert(element.key).inserted else {
        report(
          .duplicateID, at: node.path,
          "two children have the same identity \(element.key.segment(typeName: "")); "
            + "only the first is shown")
        continue
      }
      if let child = existing.removeValue(forKey: element.key) {
        update(child, view: element.view, environment: environment)
        children.append(child)
      } else {
        children.append(
          makeNode(
            key: element.key, view: element.view, info: element.info, parent: node,
            environment: environment))
      }
    }
    for child in old where existing[child.key] === child { unmount(child) }
    node.children = children
  }

  // MARK: Rendering

  /// The tree as indented text, one line per visible node.
  func render() -> String {
    var text = ""
    if let root { render(root, indent: 0, into: &text, stopAtCustomViews: false) }
    return text
  }

  /// The rendering of a custom node's own primitives, with its custom children as one line.
  private func ownOutput(of node: Node) -> String {
    var text = ""
    for child in node.children { render(child, indent: 0, into: &text, stopAtCustomViews: true) }
    return text
  }

  private func render(_ node: Node, indent: Int, into text: inout String, stopAtCustomViews: Bool) {
    var childIndent = indent
    if let line = node.renderLine {
      text += String(repeating: " ", count: indent) + line + "\n"
      childIndent += 2
    }
    if stopAtCustomViews && !node.info.isPrimitive { return }
    for child in node.children {
      render(child, indent: childIndent, into: &text, stopAtCustomViews: stopAtCustomViews)
    }
  }

  // MARK: Queries

  /// Every mounted node, parents before children.
  func allNodes() -> [Node] {
    var nodes: [Node] = []
    var stack = root.map { [$0] } ?? []
    while let node = stack.popLast() {
      nodes.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return nodes
  }

  func node(at path: String) -> Node? {
    allNodes().first { $0.path == path }
  }
}
