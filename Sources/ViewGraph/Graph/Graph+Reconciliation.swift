extension Graph {
  /// Creates the node for a new identity; a custom node is queued in `work` for its first
  /// evaluation, a control for its first resolution, another primitive is expanded at once.
  ///
  /// The view is consumed: the node takes over the value (and its box) that the reconciliation
  /// moved out of its list, instead of a copy (which retained the box, or each reference an
  /// inline value holds, and released the caller's again), about 100 instructions per node. So
  /// is the key: the node keeps the caller's copy of its position and ids, rather than copying
  /// them again (about 160 instructions per node with the caller's copy destroyed).
  func makeNode(
    key: consuming IdentityKey, view: consuming any View, info: ViewTypeInfo, parent: Node?,
    environment: EnvironmentValues, work: inout [ChildWork]
  ) -> Node {
    nextNodeID += 1
    mountedNodeCount += 1
    let type = key.type
    let node = Node(
      id: nextNodeID, key: consume key, info: info, view: consume view, parent: parent,
      environment: environment, tasks: tasks)
    if let audit, !info.isPrimitive { audit.noteNewValue(of: node) }
    if info.isTitledControl { titledControls[type, default: [:]][node.id] = node }
    if node.info.isControl {
      trackedNodes[node.id] = node
      queueOwnScopeWork(.resolve(node), in: &work)
    } else if node.info.isPrimitive {
      expandPrimitive(node, previous: nil, work: &work)
    } else {
      trackedNodes[node.id] = node
      work.append(.mount(node, actionSlot: deferredActions.count))
    }
    return node
  }

  /// Does the queued work on children, in order.
  ///
  /// The actions a custom child's subtree defers are moved to the child's action slot, ahead of
  /// the actions of the modifiers around it: actions run innermost first (a child's `onAppear`
  /// before its parent's), siblings in order.
  ///
  /// Each item is moved out of `work` (which is left holding ``ChildWork/taken``) rather than
  /// copied: a copy retains the node, the view (and each reference it holds) and the
  /// environment, and the array's destruction then releases them all.
  func perform(_ work: inout [ChildWork]) {
    reserveEvaluations(for: work.count)
    var shift = 0
    for index in work.indices {
      var item = ChildWork.taken
      swap(&item, &work[index])
      let start = deferredActions.count
      let slot: Int
      switch consume item {
      case .taken:
        continue
      case .mount(let node, let actionSlot):
        slot = actionSlot
        evaluate(node, reasons: .identityOnly)
      case .update(let node, let view, let environment, let actionSlot):
        slot = actionSlot
        updateCustom(node, view: consume view, environment: environment)
      case .resolve(let node):
        resolveControl(node)
        continue
      case .expand(let node, let list, let previous):
        var expanded = expandInOwnScope(node, list: list, previous: previous)
        perform(&expanded)
        continue
      }
      let produced = deferredActions.count - start
      guard produced > 0 else { continue }
      if slot + shift < start {
        let moved = Array(deferredActions[start...])
        deferredActions.removeSubrange(start...)
        deferredActions.insert(contentsOf: moved, at: slot + shift)
      }
      shift += produced
    }
  }

  /// Resolves the bindings of a control in its own tracking scope; returns whether its line
  /// changed.
  @discardableResult
  func resolveControl(_ node: Node) -> Bool {
    guard let resolveLine = node.info.primitive?.resolveLine else { return false }
    _ = node.takePendingReasons()
    let line = withDependencyTracking(of: node) { node.withView { resolveLine($0) } }
    guard line != node.resolvedLine else { return false }
    noteOutputChange(of: node)
    node.resolvedLine = line
    return true
  }

  /// Updates a control that a write through its binding invalidated, without its enclosing
  /// body: reports the update, and the enclosing view's output as it is now becomes the one its
  /// next evaluation compares with.
  func updateControl(_ node: Node, reasons: [EvaluationReason]) {
    let changed = resolveControl(node)
    passReport.controlUpdates.append(
      ControlUpdate(
        pass: currentPass, path: node.path, viewType: node.info.name, reasons: reasons,
        outputChanged: changed))
    if changed { node.owner?.trackedStateIfAny?.outputBefore = nil }
  }

  /// Queues a control's resolution or a primitive's own-scope expansion in `work`, counting it
  /// in ``Graph/ownScopeWorkCount``.
  private func queueOwnScopeWork(_ item: ChildWork, in work: inout [ChildWork]) {
    ownScopeWorkCount &+= 1
    work.append(item)
  }

  /// Resolves the controls and finishes the own-scope expansions queued in `work`, in order,
  /// leaving the rest of the work, with what the expansions queued in their place.
  ///
  /// - Parameters:
  ///   - work: The work a body or an expansion queued.
  ///   - mark: ``Graph/ownScopeWorkCount`` before it was queued: when the count is the same, no
  ///     work of that kind was queued, and `work` is left as it is without reading it (copying
  ///     each item to look at its case would cost more than the rest of a small evaluation).
  ///     That check is inlined, which saves a call per evaluation.
  @inline(__always)
  private func settleOwnScopes(_ work: inout [ChildWork], queuedSince mark: Int) {
    guard ownScopeWorkCount != mark else { return }
    settleQueuedOwnScopes(&work)
  }

  /// Resolves the controls and finishes the own-scope expansions in `work`, which holds some
  /// (see ``settleOwnScopes(_:queuedSince:)``).
  private func settleQueuedOwnScopes(_ work: inout [ChildWork]) {
    guard work.contains(where: { if case .expand = $0 { true } else { false } }) else {
      work.removeAll(where: settleOwnScope)
      return
    }
    var settled: [ChildWork] = []
    settled.reserveCapacity(work.count)
    var pending = work[...]
    while let item = pending.popFirst() {
      if case .expand(let node, let list, let previous) = item {
        pending = expandInOwnScope(node, list: list, previous: previous) + pending
      } else if !settleOwnScope(item) {
        settled.append(item)
      }
    }
    work = settled
  }

  /// Resolves `item` if it is a control's resolution; returns whether it was one.
  private func settleOwnScope(_ item: ChildWork) -> Bool {
    guard case .resolve(let control) = item else { return false }
    resolveControl(control)
    return true
  }

  /// Finishes the expansion of a primitive with deferred content in its own tracking scope: the
  /// content is read there (so a write to what it read invalidates this primitive, not the body
  /// that made it), then the children are reconciled.
  ///
  /// - Parameters:
  ///   - node: The primitive.
  ///   - list: Its children as the enclosing body built them, or `nil` to build them again
  ///     (when what it read changed, and no body ran).
  ///   - previous: Its value before this update, for its lifecycle actions.
  /// - Returns: The work on its children.
  private func expandInOwnScope(
    _ node: Node, list: ViewList?, previous: (any View)?
  ) -> [ChildWork] {
    guard node.isMounted else { return [] }
    _ = node.takePendingReasons()
    var work: [ChildWork] = []
    withDependencyTracking(of: node) {
      var children: ViewList
      if let list {
        children = list.resolved()
      } else {
        var rebuilt = ViewList(registry: registry)
        rebuilt.deferredContent = .atOnce
        node.withView { appendChildren(of: node, view: $0, to: &rebuilt) }
        children = rebuilt
      }
      node.withView { view in
        finishExpansion(node, view: view, with: &children, previous: previous, work: &work)
      }
    }
    return work
  }

  /// Updates a primitive that reads its deferred content in its own scope, after a write to
  /// what it read, without any body: reports the update as a control update, and the enclosing
  /// view's output as it is now becomes the one its next evaluation compares with.
  func updateOwnScope(_ node: Node, reasons: [EvaluationReason]) {
    let mark = ownScopeWorkCount
    var work = expandInOwnScope(node, list: nil, previous: node.view)
    settleOwnScopes(&work, queuedSince: mark)
    let changed = node.owner.map(takeOutputChange) ?? false
    passReport.controlUpdates.append(
      ControlUpdate(
        pass: currentPass, path: node.path, viewType: node.info.name, reasons: reasons,
        outputChanged: changed))
    perform(&work)
  }

  /// Evaluates a custom node: installs its dynamic properties, then, inside its evaluation
  /// scope, runs its body and expands the primitives it produced; then works on its custom
  /// children.
  ///
  /// `reasons` include the node's pending reasons, which the caller has taken from it.
  ///
  /// When a dynamic property abandons the evaluation (a missing injection), the node keeps its
  /// children and their output, but they still see the node's environment as it is now: a
  /// view below that reads an environment value that changed is recomputed all the same.
  func evaluate(_ node: Node, reasons: [EvaluationReason]) {
    // Read once for the dynamic properties, the counters and the evaluation's record.
    let identityPath = node.identityPath
    guard installDynamicProperties(of: node, at: identityPath) else {
      passEnvironment(toChildrenOf: node)
      return
    }
    var work: [ChildWork] = []
    let mark = ownScopeWorkCount
    // The scope's closure captures the graph and the node unretained: a capture retained each
    // and released it again, the graph through its side table (it is weakly referenced), about
    // 190 instructions in all. Safety: both are this call's arguments, which its caller keeps
    // alive until it returns, and the closure runs inside the call.
    let unretainedGraph = Unmanaged.passUnretained(self)
    let unretainedNode = Unmanaged.passUnretained(node)
    withEvaluationScope(of: node) {
      unretainedGraph._withUnsafeGuaranteedRef { graph in
        unretainedNode._withUnsafeGuaranteedRef { node in
          graph.evaluateBody(of: node, work: &work)
        }
      }
    }
    // The controls the body produced resolve their bindings in their own scopes, and the
    // primitives with deferred content read it in theirs, before the output that shows them.
    settleOwnScopes(&work, queuedSince: mark)
    // A first output is new. A later one is rendered only when something it shows changed
    // (see `noteOutputChange(of:)`), and compared with the output from before that change;
    // otherwise it is the last one, and the evaluation was wasted.
    let outputChanged: Bool
    if node.hasOutput {
      outputChanged = takeOutputChange(of: node)
    } else {
      node.hasOutput = true
      outputChanged = true
    }
    counters.record(node, at: identityPath)
    passReport.evaluations.append(
      Evaluation(
        pass: currentPass, identityPath: identityPath, type: node.info.evaluatedType,
        reasons: reasons, outputChanged: outputChanged))
    perform(&work)
  }

  /// Runs the body of a custom node and reconciles its children with the value it returned.
  private func evaluateBody(of node: Node, work: inout [ChildWork]) {
    guard node.info.evaluateBody != nil else {
      report(
        .noBody, at: node.path,
        "\(node.info.name) declares `Body = Never` but is not a primitive of this module; it "
          + "shows nothing")
      return
    }
    // Safety: the body reads the view where the node keeps it; nothing replaces the node's view
    // while a body runs (only the graph's updates do, and no pass runs inside a body). The
    // closure is called where the info keeps it (bound to a constant first, it was retained and
    // released around the call), and its value handed over as it is (bound to a constant, it
    // was copied).
    reconcile(
      node, withBody: node.withMutableView(node.info.evaluateBody.unsafelyUnwrapped), work: &work)
  }

  /// Reconciles a custom node's children with the value its body returned.
  ///
  /// A body that is one view (not content that dissolves into several, such as a tuple or a
  /// `ForEach`) whose child has the same identity as before, the common case, updates that child
  /// directly: no list of elements is made, filled, reconciled and emptied for it.
  ///
  /// The child's info is the one of the body's type then (a node's key holds its info's type):
  /// the registry is not asked for it.
  private func reconcile(_ node: Node, withBody body: consuming any View, work: inout [ChildWork]) {
    if node.children.count == 1 {
      let child = node.children[0]
      // The key `ViewList` would give the view: its type, no position, no explicit id.
      if child.info.typeID == dynamicTypeID(of: body), child.info.listContent == nil,
        child.keyPosition.isEmpty, child.keyIDs.isEmpty
      {
        update(child, view: body, environment: node.childEnvironment, work: &work)
        return
      }
    }
    let info = registry.info(for: body)
    var list = ViewList(registry: registry, storage: takeSpareElements())
    // Deferred content directly in the body (not inside a primitive) gets a node of its own
    // to read it.
    list.deferredContent = .inOwnNode
    list.append(body, info: info, position: "", ids: [])
    reconcile(node, with: &list, work: &work)
    recycleElements(of: &list)
  }

  /// Takes the last of ``spareElements``, or an empty array without capacity when there is none.
  private func takeSpareElements() -> [ViewList.Element] {
    spareElements.popLast() ?? []
  }

  /// Keeps the storage of a list of elements, emptied, for a later list, unless it is large (a
  /// screen's thousand rows would stay allocated for the graph's lifetime) or enough are kept
  /// already (lists are made inside one another only as deep as primitives are nested).
  private func recycleElements(of list: inout ViewList) {
    var elements = list.takeElements()
    guard elements.capacity <= 16, spareElements.count < 8 else { return }
    // One by one: `removeAll(keepingCapacity:)` went through the generic `replaceSubrange`,
    // about 200 instructions more for a list of one element.
    while !elements.isEmpty { elements.removeLast() }
    spareElements.append(elements)
  }

  /// Installs the dynamic properties of `node`; returns `false`, having reported why, when one
  /// of them makes the body impossible to evaluate.
  ///
  /// Inlined: most views have no dynamic property, and checking that in place saves a call per
  /// evaluation.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - identityPath: The node's identity path, when the caller has read it already; read here
  ///     otherwise, and only when the node has dynamic properties.
  /// - Returns: Whether the body can be evaluated.
  @inline(__always)
  func installDynamicProperties(of node: Node, at identityPath: IdentityPath? = nil) -> Bool {
    node.info.dynamicFields.isEmpty
      || installDynamicFields(of: node, at: identityPath ?? node.identityPath)
  }

  /// Installs the dynamic properties of `node`, which has some and whose identity path is
  /// `identityPath` (see ``installDynamicProperties(of:at:)``).
  private func installDynamicFields(of node: Node, at identityPath: IdentityPath) -> Bool {
    let dynamicFields = node.info.dynamicFields
    let state = node.tracked
    // The bindings among the fields record their labels again below.
    if !state.bindingLabels.isEmpty { state.bindingLabels = [:] }
    if state.slots.isEmpty {
      // Properties that keep nothing in a slot share one that stays empty.
      state.slots =
        node.info.dynamicFieldsUseSlots
        ? DynamicPropertySlots(labels: dynamicFields.lazy.map(\.label))
        : DynamicPropertySlots(unusedSlots(count: dynamicFields.count))
    }
    let slots = state.slots
    node.withView { view in
      installDynamicFields(of: view, node: node, slots: slots, at: identityPath)
    }
    guard let abandonment else { return true }
    self.abandonment = nil
    passReport.issues.append(abandonment)
    return false
  }

  /// Installs the dynamic properties of `view`, the value `node` holds, in `slots`.
  private func installDynamicFields(
    of view: borrowing any View, node: Node, slots: DynamicPropertySlots,
    at identityPath: IdentityPath
  ) {
    let invalidator = NodeInvalidator(center: center, nodeID: node.id)
    let gate = evaluationGate
    node.info.forEachDynamicField(of: view) { position, field, address in
      let slot = slots[position]
      let context = DynamicPropertyContext(
        environment: node.environment, invalidator: invalidator, label: field.label,
        identityPath: identityPath, gate: gate, stateReads: stateReads,
        installCache: field.installCache,
        // The seeds first: reading the slot's storage is an exclusivity-checked access (about
        // 130 instructions), and there are seeds only in the hosts that are given some.
        seededValue: !seededState.isEmpty && slot.storage == nil
          ? seededState[node.path + "|" + field.label] : nil)
      field.install(address, slot, context)
    }
  }

  /// Brings a custom node up to date with the value its parent now gives it (`view`), or with
  /// a new environment alone (`view == nil`): evaluates it when it is dirty, its inputs
  /// changed, or an environment value it reads changed; otherwise passes a new environment on.
  private func updateCustom(
    _ node: Node, view: consuming (any View)?, environment: EnvironmentValues
  ) {
    var reasons = node.isDirty ? node.takePendingReasons() : []
    if let view = consume view {
      // The old value is compared where the node keeps it, then replaced: neither is copied.
      node.withView { node.info.appendChanges(from: $0, to: view, to: &reasons) }
      node.setView(consume view)
      if let audit { audit.noteNewValue(of: node) }
    }
    let environmentChanged = !environment.isIdentical(to: node.environment)
    if environmentChanged {
      let reasonCount = reasons.count
      node.withView {
        node.info.appendEnvironmentChanges(
          of: $0, from: node.environment, to: environment, to: &reasons)
      }
      node.environment = environment
      // Evaluated for what it reads from the environment, its boxes are filled again in place.
      if let audit, reasons.count > reasonCount { audit.noteNewEnvironment(of: node) }
    }
    if !reasons.isEmpty {
      evaluate(node, reasons: reasons)
    } else if environmentChanged {
      passEnvironment(toChildrenOf: node)
    }
  }

  /// Brings the children of a custom node that is not evaluated up to date with the
  /// environment it passes them.
  private func passEnvironment(toChildrenOf node: Node) {
    var work: [ChildWork] = []
    for child in node.children {
      update(child, view: nil, environment: node.childEnvironment, work: &work)
    }
    perform(&work)
  }

  /// Brings a child up to date: a primitive at once (a leaf just takes its new value and
  /// environment), a custom view through `work`.
  private func update(
    _ node: Node, view: consuming (any View)?, environment: EnvironmentValues,
    work: inout [ChildWork]
  ) {
    guard let primitive = node.info.primitive else {
      work.append(
        .update(
          node, view: consume view, environment: environment,
          actionSlot: deferredActions.count))
      return
    }
    guard !primitive.isLeaf else {
      if let view = consume view {
        // In place (see `hasSameLine`): the comparison only reads the two values.
        if !node.withMutableView({ primitive.hasSameLine(&$0, view) }) {
          noteOutputChange(of: node)
        }
        node.setView(consume view)
        if primitive.resolveLine != nil { queueOwnScopeWork(.resolve(node), in: &work) }
      }
      // Most updates pass the same environment: nothing to retain and release.
      if !environment.isIdentical(to: node.environment) { node.environment = environment }
      return
    }
    let previous = PrimitiveSnapshot(
      view: node.view, parentEnvironment: node.environment,
      childEnvironment: node.childEnvironment)
    if let view {
      if !node.withMutableView({ primitive.hasSameLine(&$0, view) }) { noteOutputChange(of: node) }
      node.setView(view)
      node.environment = environment
      expandPrimitive(node, previous: previous, work: &work)
    } else if !environment.isIdentical(to: node.environment) {
      node.environment = environment
      propagateEnvironment(node, previous: previous, work: &work)
    }
  }

  /// Pushes a new environment through a primitive whose value did not change.
  private func propagateEnvironment(
    _ node: Node, previous: PrimitiveSnapshot, work: inout [ChildWork]
  ) {
    guard let primitive = node.info.primitive else { return }
    node.childEnvironment = node.withView {
      primitive.childEnvironment($0, node.environment, previous)
    }
    guard !node.childEnvironment.isIdentical(to: previous.childEnvironment) else { return }
    for child in node.children {
      update(child, view: nil, environment: node.childEnvironment, work: &work)
    }
  }

  /// Expands a primitive: its environment, its children, then its lifecycle actions (after
  /// those of its content, so that the innermost modifier's run first).
  ///
  /// The node's view is borrowed where the node keeps it for the operations that read it, not
  /// copied (a copy retains its box, or each reference it holds, and then releases them):
  /// nothing replaces it while the node expands (its children's values are theirs, and the
  /// actions and subscriptions it makes run later).
  private func expandPrimitive(
    _ node: Node, previous: PrimitiveSnapshot?, work: inout [ChildWork]
  ) {
    guard let primitive = node.info.primitive, !primitive.isLeaf else { return }
    node.withView { view in
      expandPrimitive(node, view: view, primitive: primitive, previous: previous, work: &work)
    }
  }

  /// ``expandPrimitive(_:previous:work:)`` with the node's `view`, borrowed.
  private func expandPrimitive(
    _ node: Node, view: borrowing any View, primitive: ViewTypeInfo.PrimitiveOperations,
    previous: PrimitiveSnapshot?, work: inout [ChildWork]
  ) {
    // A primitive that keeps no state (a plain container, an action modifier) gives its children
    // its own environment: its node has nowhere to keep another (see `Node.childEnvironment`),
    // and asking its type (about 240 instructions) would not change that.
    if primitive.keepsState {
      node.childEnvironment = primitive.childEnvironment(view, node.environment, previous)
    }
    primitive.attach?(view, node, self)
    var list = ViewList(registry: registry, storage: takeSpareElements())
    appendChildren(of: node, view: view, to: &list)
    if list.hasDeferredContent {
      // The deferred content is read in the primitive's own scope, after the enclosing body's.
      readInOwnScope(node)
      queueOwnScopeWork(.expand(node, list: list, previous: previous?.view), in: &work)
      return
    }
    if node.readsInOwnScope {
      node.readsInOwnScope = false
      trackedNodes[node.id] = nil
      cancelDependencies(of: node)
    }
    finishExpansion(node, view: view, with: &list, previous: previous?.view, work: &work)
    recycleElements(of: &list)
  }

  /// Makes a primitive one that reads its deferred content in its own scope: the invalidations
  /// of what it reads find it.
  private func readInOwnScope(_ node: Node) {
    node.readsInOwnScope = true
    trackedNodes[node.id] = node
  }

  /// Reconciles a primitive's children, then queues its lifecycle actions (after those of its
  /// content, so that the innermost modifier's run first); `view` is the node's view.
  private func finishExpansion(
    _ node: Node, view: any View, with list: inout ViewList, previous: (any View)?,
    work: inout [ChildWork]
  ) {
    reconcile(node, with: &list, work: &work)
    guard let primitive = node.info.primitive else { return }
    primitive.appendLifecycleActions(view, previous, node.primitiveState, &deferredActions)
  }

  /// Expands a primitive's children again after a host action changed what it shows (a
  /// scroll moved a lazy container's first visible row, a link was followed).
  ///
  /// Deferred content (a `ForEach` over a binding) is read in the primitive's own scope.
  func expandChildren(of node: Node) {
    var work: [ChildWork] = []
    var list = ViewList(registry: registry)
    node.withView { appendChildren(of: node, view: $0, to: &list) }
    if list.hasDeferredContent {
      readInOwnScope(node)
      withDependencyTracking(of: node) {
        var resolved = list.resolved()
        reconcile(node, with: &resolved, work: &work)
      }
    } else {
      reconcile(node, with: &list, work: &work)
    }
    perform(&work)
  }

  /// The children of a primitive whose view is `view`: its own, and a followed link's
  /// destination.
  private func appendChildren(of node: Node, view: any View, to list: inout ViewList) {
    node.info.primitive?.appendChildren(view, &list)
    if node.primitiveState?.isPresenting == true, let link = view as? any FollowableLink {
      link.appendDestination(to: &list)
    }
  }

  /// Matches a node's new children with its old ones by identity: kept identities are updated,
  /// new ones mounted, missing ones unmounted.
  ///
  /// The list is consumed: each view is moved out of it into the node or the work that takes
  /// it (a copy of a view retains each reference it holds, and its box, then releases them all
  /// again), leaving `EmptyView()` in the element. The rows of a lazy container's viewport,
  /// which share their storage with the window, are copied.
  private func reconcile(_ node: Node, with list: inout ViewList, work: inout [ChildWork]) {
    for issue in list.issues { report(issue.kind, at: node.path, issue.message) }
    var rows: RowWindow?
    if node.info.primitive?.isLazy == true {
      node.rowCount = list.elements.count
      if let visibleRows {
        rows = RowWindow(node: node, rows: list.elements, visibleRows: visibleRows, graph: self)
      }
    }
    let ownsElements = rows == nil
    var elements = rows?.visible ?? list.takeElements()
    // The storage goes back to the list, to be recycled with it.
    defer { if ownsElements { list.putBackElements(elements) } }
    func view(at index: Int) -> any View {
      ownsElements ? take(&elements[index].view) : elements[index].view
    }
    let old = node.children
    let environment = node.childEnvironment
    // The children kept at the start and at the end, in the same order: their keys are compared
    // in place, not hashed (a copy of an element retains its key, view and info, and releases
    // them again). The common cases, the same identities or one row inserted or deleted, then
    // hash only the part between them, if anything.
    let ends = elements.withUnsafeBufferPointer { matchingEnds(of: old, and: $0) }
    let prefix = ends.prefix
    var suffix = ends.suffix
    if prefix == old.count, prefix == elements.count {
      reserveWork(forChildren: elements.count, in: &work)
      for index in old.indices {
        update(old[index], view: view(at: index), environment: environment, work: &work)
      }
      return
    }
    // A key of the middle part that is also one of the suffix is shown in the middle, the
    // later one is the duplicate: the suffix is then not kept as it is.
    if suffix > 0 {
      var suffixKeys = KeyLookup(old[(old.count - suffix)...])
      if elements[prefix..<(elements.count - suffix)].contains(where: {
        suffixKeys.contains($0.key)
      }) {
        suffix = 0
      }
    }
    // The children change: what the node (or its owner) shows may have changed.
    noteOutputChange(of: node)
    let oldMiddle = old[prefix..<(old.count - suffix)]
    let middle = prefix..<(elements.count - suffix)
    var existing = [IdentityKey: Node](minimumCapacity: oldMiddle.count)
    for child in oldMiddle { existing[child.key] = child }
    // A key of the middle part found nowhere in the old middle may repeat one of the prefix.
    var prefixKeys = KeyLookup(old[..<prefix])
    // The identities of the middle part placed so far, to find a duplicate: a few are compared
    // one by one instead of hashed (a node with one child, the common case, makes no set), and
    // none when the list's keys are known to be distinct (the rows of one `ForEach` over
    // integer ids, which checked them).
    let keysAreDistinct = list.hasDistinctKeys
    var seen =
      middle.count > 8 && !keysAreDistinct
      ? Set<IdentityKey>(minimumCapacity: middle.count) : nil
    // Whether a new identity may be a parked row, read once rather than for each one (each
    // read of the parked rows is an exclusivity-checked access): only a lazy container parks
    // rows, and it parks none while its children are reconciled.
    let mayHaveParkedRows = parkedRowsExist(in: node)
    var children = NodeChildren()
    children.reserveCapacity(elements.count)
    reserveWork(forChildren: elements.count, in: &work)
    if existing.isEmpty, middle.count > 16 {
      elements.withUnsafeBufferPointer { reserveTrackedNodes(for: $0[middle]) }
    }
    for index in old.indices.prefix(prefix) {
      update(old[index], view: view(at: index), environment: environment, work: &work)
      children.append(old[index])
    }
    for index in middle {
      let key = elements[index].key
      // Each lookup hashes the key: none is made in a table that is empty (every child of a
      // node that is mounting, most rows of a lazy container).
      let kept = existing.isEmpty ? nil : existing.removeValue(forKey: key)
      let isFirst =
        keysAreDistinct
        || (seen?.insert(key).inserted
          ?? !elements[middle.lowerBound..<index].contains { $0.key == key })
      guard isFirst, kept != nil || !prefixKeys.contains(key) else {
        report(
          .duplicateID, at: node.path,
          "two children have the same identity \(key.segment(typeName: "")); "
            + "only the first is shown")
        continue
      }
      if let child = kept ?? (mayHaveParkedRows ? parkedRow(key, of: node) : nil) {
        update(child, view: view(at: index), environment: environment, work: &work)
        children.append(child)
      } else {
        children.append(
          makeNode(
            key: key, view: view(at: index), info: elements[index].info, parent: node,
            environment: environment, work: &work))
      }
    }
    for offset in 0..<suffix {
      let child = old[old.count - suffix + offset]
      update(
        child, view: view(at: middle.upperBound + offset), environment: environment, work: &work)
      children.append(child)
    }
    for child in oldMiddle where existing[child.key] === child {
      if rows?.contains(child.key) == true {
        park(child, in: node)
      } else {
        unmount(child)
      }
    }
    node.children = children
    if let audit, mayHoldDifferentCustomViews(old, children) { audit.structureChanged() }
  }

  /// Whether two lists of children may hold different custom views, or the same in another
  /// order, below them: `false` when they differ only by leaf primitives (a `Text` shown or
  /// hidden), which hold no view.
  private func mayHoldDifferentCustomViews(_ old: NodeChildren, _ new: NodeChildren) -> Bool {
    func holdsViews(_ node: Node) -> Bool { node.info.primitive?.isLeaf != true }
    return !old.lazy.filter(holdsViews).elementsEqual(new.lazy.filter(holdsViews), by: ===)
  }

  /// How many children at the start, and then at the end, have the same keys in the same order
  /// in `old` and in `elements`; together they are at most the shorter list.
  private func matchingEnds(
    of old: NodeChildren, and elements: UnsafeBufferPointer<ViewList.Element>
  ) -> (prefix: Int, suffix: Int) {
    let shorter = min(old.count, elements.count)
    var prefix = 0
    while prefix < shorter, old[prefix].hasKey(elements[prefix].key) { prefix += 1 }
    var suffix = 0
    while prefix + suffix < shorter,
      old[old.count - 1 - suffix].hasKey(elements[elements.count - 1 - suffix].key)
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// Makes room in `work` for the work of a node's `count` children, when they are many.
  ///
  /// A list's rows are each a custom view: appending a thousand items otherwise reallocated the
  /// queue about ten times, moving what it held each time. The capacity at least doubles, so
  /// that the siblings of a long list, each reserving for its own children, do not reallocate
  /// it at every one.
  private func reserveWork(forChildren count: Int, in work: inout [ChildWork]) {
    guard count > 16, work.capacity - work.count < count else { return }
    work.reserveCapacity(max(work.count + count, 2 * work.capacity))
  }

  /// Makes room in ``Graph/trackedNodes`` for the nodes that `elements`, all new identities,
  /// will mount and track (custom views and controls), when they are many: the table of a
  /// thousand rows otherwise doubled its buckets about eight times as they mounted, moving every
  /// node each time (about 200 instructions per node tracked).
  ///
  /// The table ends with the buckets it would have grown to (a reservation counts only nodes
  /// that are then tracked, but for identities reported as duplicates, which are not mounted).
  ///
  /// The elements are read in place: a copy of each retained its key, view and info.
  private func reserveTrackedNodes(for elements: Slice<UnsafeBufferPointer<ViewList.Element>>) {
    var tracked = 0
    for index in elements.indices {
      let info = elements[index].info
      if !info.isPrimitive || info.isControl { tracked += 1 }
    }
    trackedNodes.reserveCapacity(trackedNodes.count + tracked)
  }

  /// Whether `node` is a lazy container that has parked rows.
  ///
  /// Only a lazy container parks rows: any other node is answered without reading its parked
  /// rows (a copy of an empty table, about 100 instructions).
  private func parkedRowsExist(in node: Node) -> Bool {
    guard node.info.primitive?.isLazy == true, let state = node.primitiveState else {
      return false
    }
    return !state.parkedRows.isEmpty
  }

  /// Takes the parked row with identity `key` out of the lazy container `node`, which has parked
  /// rows (see ``parkedRowsExist(in:)``), and restores it, or returns `nil` when there is none.
  private func parkedRow(_ key: IdentityKey, of node: Node) -> Node? {
    node.primitiveState?.parkedRows.removeValue(forKey: key).map(restore)
  }

  /// Removes an identity from the tree for good: its subtree's state is destroyed, parked rows
  /// included.
  func unmount(_ node: Node) {
    if node.isMounted { detach(node) }
    for slot in node.slots { slot.destroy() }
    node.primitiveStorage = nil
    for child in node.children { unmount(child) }
    for row in node.parkedRows.values { unmount(row) }
    if let state = node.primitiveState, !state.parkedRows.isEmpty { state.parkedRows = [:] }
  }

  /// Takes one mounted node out of the tree: it is no longer found, evaluated or tracked, and
  /// its disappear actions are queued; its slots are left to the caller.
  func detach(_ node: Node) {
    node.isMounted = false
    mountedNodeCount -= 1
    if let audit, !node.info.isPrimitive { audit.noteDetached(node) }
    trackedNodes[node.id] = nil
    if node.info.isTitledControl { titledControls[node.key.type]?[node.id] = nil }
    cancelDependencies(of: node)
    if let primitive = node.info.primitive, !primitive.isLeaf {
      node.withView {
        primitive.appendDisappearActions($0, node.primitiveState, &deferredActions)
      }
    }
  }
}

/// Moves the value out of `view`, leaving `EmptyView()` (which holds nothing) in its place.
private func take(_ view: inout any View) -> any View {
  var taken: any View = EmptyView()
  swap(&taken, &view)
  return taken
}

/// Finds keys among some children: the first few lookups compare the keys one by one, later
/// ones hash them all once (most changes to a long list look up one key, or none).
private struct KeyLookup {
  private let children: Slice<NodeChildren>
  private var scansLeft = 4
  private var keys: Set<IdentityKey>?

  init(_ children: Slice<NodeChildren>) {
    self.children = children
  }

  /// Whether one of the children has identity `key`.
  mutating func contains(_ key: IdentityKey) -> Bool {
    guard !children.isEmpty else { return false }
    if let keys { return keys.contains(key) }
    guard scansLeft == 0 else {
      scansLeft -= 1
      return children.contains { $0.hasKey(key) }
    }
    let keys = Set(children.lazy.map(\.key))
    self.keys = keys
    return keys.contains(key)
  }
}
