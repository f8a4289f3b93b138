import ReadTracking

extension Graph {
  /// Audits the tree after the passes of a flush: evaluates every mounted custom view's body
  /// again, without side effects, and reports each view whose output would differ from what is
  /// on screen as a ``MissedUpdate``, with its cause where it can be known.
  ///
  /// Without side effects: no tracking scope is open while a body runs again, the graph counts
  /// nothing and invalidates nothing, a `@State` write from a body is refused (as during a pass)
  /// and its issue dropped, a `@StateObject`'s initializer does not run (the node has its
  /// object), no action runs, and the tree is not reconciled: the output is rendered from the
  /// body's value alone. What remains is what any evaluation of the body does itself: an
  /// initializer expression in the view values it makes (`ChildView(model: Model())`) runs
  /// again, and a model write made by a body (misuse, reported by its pass) is made again. The
  /// rows of a `ForEach` that are custom views of a type already met are the exception: they
  /// show as their type and identity, so only their ids are read, and their values are not made.
  ///
  /// The cause is found by comparing, for the objects the view reaches, the unobserved
  /// properties (plain, ignored, or of a class that is not observable) with what the previous
  /// audit saw, and by the reads of the actions that set the view's state.
  func runAudit(_ audit: MissedUpdateAudit) {
    let views = customNodes(audit)
    let (nodes, isRow) = (views.nodes, views.isRow)
    let isNarrowed = audit.scope == .rowsReachingChanges
    // The narrowed audit walks only the rows whose value changed since it last walked them.
    let walked = isNarrowed ? rowsToWalk(views, audit) : Array(nodes.indices)
    if !isNarrowed { keepRowChangesForALaterNarrowedAudit(audit) }
    audit.walkedViewCount = walked.count
    // An object of a type already checked and without unobserved properties changes nothing
    // below; a leaf of that type is left out of the walk.
    let reached = ReachedObject.all(
      from: walked.map { nodes[$0].view }, models: isNarrowed ? audit.rowModels.alive : [],
      settled: audit.checkedTypes.intersection(audit.fullyObservedTypes),
      passedCollections: &audit.passedCollections, registry.reflection)
    for (index, object) in reached where index >= 0 {
      checkModel(object, firstReachedAt: nodes[walked[index]], audit: audit)
    }
    var audited = nodes
    var snapshots: [ObjectIdentifier: ObjectSnapshot]?
    if isNarrowed {
      audit.rowModels.add(reached.filter { $0.viewIndex >= 0 && isRow[walked[$0.viewIndex]] })
      let taken = takeSnapshots(of: reached, audit, keeping: audit.snapshots)
      let changed = changedObjects(taken, reached, audit)
      var reaches = ChangeReach(changed: changed, reflection: registry.reflection)
      // With nothing changed, no row reaches a change.
      audited =
        changed.isEmpty
        ? views.outsideRows.map { nodes[$0] }
        : nodes.indices.compactMap { index in
          !isRow[index] || reachesChange(nodes[index], &reaches) ? nodes[index] : nil
        }
      snapshots = taken
    }
    passReport.auditScope = audit.scope
    passReport.auditedViewCount = audited.count
    // A row left out keeps what the last audit that evaluated it found.
    var expectedOutputs = audit.scope == .everyView ? [:] : audit.expectedOutputs
    var causes = CauseSearch(snapshots: audit.snapshots, reflection: registry.reflection)
    for node in audited {
      expectedOutputs[node.id] = nil
      // The texts are made only for a view that would show something else.
      guard let output = auditedOutput(of: node),
        let (shown, expected) = OutputLine.differingTexts(OwnOutput(currentOf: node), output)
      else { continue }
      expectedOutputs[node.id] = expected
      guard audit.expectedOutputs[node.id] != expected else { continue }
      let (shownLine, expectedLine) = firstDifference(shown, expected)
      let cause = causes.cause(of: node.view)
      if case .unpublishedProperty(let type, let property) = cause {
        reportUnpublished(type: type, property: property, at: node, audit: audit)
      }
      passReport.missedUpdates.append(
        MissedUpdate(
          path: node.path, viewType: node.info.name, shownLine: shownLine,
          expectedLine: expectedLine, cause: cause))
    }
    audit.expectedOutputs = expectedOutputs
    reportStateSetOutsideBody(audit)
    audit.snapshots = snapshots ?? takeSnapshots(of: reached, audit, keeping: [:])
  }

  /// The unobserved properties of the objects reached, and of the objects of `kept` still alive
  /// (those the narrowed audit no longer walks to), by object: the snapshot the next audit names
  /// its causes against.
  ///
  /// A type with nothing to take is remembered as fully observed.
  func takeSnapshots(
    of reached: [(viewIndex: Int, object: ReachedObject)], _ audit: MissedUpdateAudit,
    keeping kept: [ObjectIdentifier: ObjectSnapshot]
  ) -> [ObjectIdentifier: ObjectSnapshot] {
    var snapshots: [ObjectIdentifier: ObjectSnapshot] = [:]
    let objects = reached.lazy.map(\.object.object) + kept.values.lazy.compactMap(\.object)
    for object in objects where snapshots[ObjectIdentifier(object)] == nil {
      let type = ObjectIdentifier(Swift.type(of: object))
      guard !audit.fullyObservedTypes.contains(type) else { continue }
      let snapshot = ObjectSnapshot(object, registry.reflection)
      if snapshot.values.isEmpty {
        audit.fullyObservedTypes.insert(type)
      } else {
        snapshots[ObjectIdentifier(object)] = snapshot
      }
    }
    return snapshots
  }

  /// Audits the tree outside a flush, into a report of its own; the report of the last flush is
  /// left as it was.
  func auditNow(_ audit: MissedUpdateAudit) -> PassReport {
    let lastReport = passReport
    passReport = PassReport()
    runAudit(audit)
    defer { passReport = lastReport }
    return passReport
  }

  /// The output `node`'s body would produce now, from the body's value; `nil` when the body
  /// cannot be evaluated (no body, or a missing injection, both reported by the passes).
  private func auditedOutput(of node: Node) -> AuditedOutput? {
    guard let evaluateBody = node.info.evaluateBody else { return nil }
    let issueCount = passReport.issues.count
    defer {
      passReport.issues.removeSubrange(issueCount...)
      bodyWrites = []
    }
    guard installDynamicProperties(of: node) else { return nil }
    evaluatingNode = node
    // In place, as `evaluate(_:reasons:)` runs it.
    let body = node.withMutableView { evaluateBody(&$0) }
    evaluatingNode = nil
    var list = ViewList(registry: registry)
    list.deferredContent = .atOnce
    list.isReadForLinesOnly = true
    list.append(body, position: "", ids: [])
    return AuditedOutput(list: list)
  }

  /// The first line that differs between two outputs, once their common first and last lines
  /// are set aside, in each (trimmed of its indentation): `nil` on the side where a line was
  /// added or removed.
  private func firstDifference(_ shown: String, _ expected: String) -> (String?, String?) {
    var shownLines = shown.split(separator: "\n")[...]
    var expectedLines = expected.split(separator: "\n")[...]
    while let first = shownLines.first, first == expectedLines.first {
      shownLines.removeFirst()
      expectedLines.removeFirst()
    }
    while let last = shownLines.last, last == expectedLines.last {
      shownLines.removeLast()
      expectedLines.removeLast()
    }
    func trimmed(_ line: Substring?) -> String? {
      line.map { String($0.drop { $0 == " " }) }
    }
    return (trimmed(shownLines.first), trimmed(expectedLines.first))
  }

  /// Reports, once per type, that a view missed a change of an unpublished property.
  private func reportUnpublished(
    type: String, property: String, at node: Node, audit: MissedUpdateAudit
  ) {
    guard audit.reportedUnpublishedTypes.insert(type).inserted else { return }
    passReport.modelWarnings.append(
      RuntimeIssue(
        kind: .unpublishedStoredProperty, path: node.path,
        message: "\(type).\(property) is a stored var that is neither @Published nor "
          + "@Unpublished, and \(node.info.name) shows it: its changes send no objectWillChange "
          + "(mark it @Published)"))
  }

  /// Reports the views whose state an action set from a property that changed since.
  private func reportStateSetOutsideBody(_ audit: MissedUpdateAudit) {
    for (location, provenance) in audit.provenances {
      guard let node = trackedNodes[provenance.nodeID] else {
        provenance.tracking.cancel()
        audit.provenances[location] = nil
        continue
      }
      guard let change = provenance.watch.change else { continue }
      audit.provenances[location] = nil
      provenance.tracking.cancel()
      let shown = ownOutput(of: node).split(separator: "\n").first.map {
        String($0.drop { $0 == " " })
      }
      passReport.missedUpdates.append(
        MissedUpdate(
          path: node.path, viewType: node.info.name, shownLine: shown, expectedLine: nil,
          cause: .readOutsideBody(state: provenance.label, read: change.description)))
    }
  }

  /// Runs an action of a pass (`onAppear`, `onChange`); when auditing, records the tracked
  /// properties it reads and the view state it sets, so that a later change of those properties
  /// is reported as a missed update of that view.
  func runDeferredAction(_ action: () -> Void) {
    guard let audit else { return action() }
    let before = stateFingerprints()
    let watch = ActionReadWatch()
    let ((), tracking) = withCancellableObservationTracking(options: .willSet, action) { event in
      watch.record(EvaluationReason(event))
    }
    watch.arm()
    var isKept = false
    for (location, state) in stateFingerprints() where before[location]?.value != state.value {
      audit.provenances[location]?.tracking.cancel()
      audit.provenances[location] = ActionProvenance(
        nodeID: state.nodeID, label: state.label, watch: watch, tracking: tracking)
      isKept = true
    }
    if !isKept { tracking.cancel() }
  }

  /// Every `@State` value of the mounted views, by location, as a fingerprint.
  private func stateFingerprints() -> [ObjectIdentifier: (
    nodeID: Int, label: String, value: String
  )] {
    var states: [ObjectIdentifier: (nodeID: Int, label: String, value: String)] = [:]
    for node in trackedNodes.values {
      for slot in node.slots {
        guard let storage = slot.storage, let location = storage as? AnyStateLocation else {
          continue
        }
        states[ObjectIdentifier(storage)] = (node.id, slot.label, fingerprint(location.anyValue))
      }
    }
    return states
  }
}
