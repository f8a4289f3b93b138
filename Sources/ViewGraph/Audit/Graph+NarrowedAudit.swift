/// The audit under ``AuditScope/rowsReachingChanges``: which rows it walks, which objects changed,
/// and which rows reach them.
extension Graph {
  /// The indices in `views` of the views the narrowed audit walks for the objects they reach:
  /// every view outside rows, and each row that is new or whose value changed since the last
  /// audit walked it, or that was evaluated again for a new environment without a new value
  /// (see ``MissedUpdateAudit/refilledViews``).
  ///
  /// A row's value is compared by its bits (see ``ViewBits``): a row whose
  /// value is the same holds the same objects, already walked; so does one whose value differs
  /// only by the boxes of its `@Environment` fields, when those boxes are not filled yet (see
  /// ``ViewBits/holdsWhatWasWalked(in:_:)``). Only the rows the graph made, put
  /// back or gave a value since the last audit are compared (see
  /// ``MissedUpdateAudit/revaluedViews``): the others still have the value recorded then.
  func rowsToWalk(_ views: AuditedViews, _ audit: MissedUpdateAudit) -> [Int] {
    let revalued = audit.revaluedViews
    audit.revaluedViews = []
    let refilled = audit.refilledViews
    audit.refilledViews = []
    for id in audit.detachedViews where trackedNodes[id] == nil { audit.rowViews[id] = nil }
    audit.detachedViews = []
    // With no row recorded (the first audit, or no rows), every row is new.
    let isEveryRowNew = audit.rowViews.isEmpty
    // Views outside rows are walked anyway: with no row among those revalued, nothing is compared.
    guard
      isEveryRowNew
        || (revalued + refilled).contains(where: { trackedNodes[$0].map(isInRow) ?? false })
    else { return views.outsideRows }
    // Only rows look their id up: the ids of views outside rows, or of views no longer mounted
    // (every mounted custom view is tracked), are never asked for.
    let candidates = isEveryRowNew ? [] : Set(revalued)
    // A row whose boxes were filled again in place holds the same bits and perhaps other objects.
    let refilledRows = isEveryRowNew ? [] : Set(refilled)
    // Every row is recorded: the record is made at its size, not grown (and copied) row by row.
    if isEveryRowNew { audit.rowViews.reserveCapacity(views.nodes.count - views.outsideRows.count) }
    // The rows are mostly of one type: the last type's boxes are kept at hand.
    var environmentBoxes: [ObjectIdentifier: EnvironmentBoxes] = [:]
    var lastBoxes: (type: ObjectIdentifier, boxes: EnvironmentBoxes)?
    return views.nodes.indices.filter { index in
      guard views.isRow[index] else { return true }
      let node = views.nodes[index]
      guard isEveryRowNew || candidates.contains(node.id) || refilledRows.contains(node.id)
      else { return false }
      // Equal bits hold the same references: the new value kept in place of the old holds
      // nothing the walk of the old did not find, its environment boxes not filled yet aside.
      let bits = ViewBits(node.view)
      guard let recorded = audit.rowViews.updateValue(bits, forKey: node.id),
        !refilledRows.contains(node.id)
      else { return true }
      let type = bits.typeID
      if lastBoxes?.type != type {
        let boxes = environmentBoxes[type] ?? EnvironmentBoxes(of: bits.type)
        environmentBoxes[type] = boxes
        lastBoxes = (type, boxes)
      }
      return !bits.holdsWhatWasWalked(in: recorded, lastBoxes!.boxes)
    }
  }

  /// Whether `node` has explicit ids, or a view above it has.
  private func isInRow(_ node: Node) -> Bool {
    var current: Node? = node
    while let view = current {
      if !view.key.ids.isEmpty { return true }
      current = view.parent
    }
    return false
  }

  /// What an audit that walks every view does with the record of the rows' changes: it keeps
  /// it for a later narrowed audit while rows are recorded (each id once), and drops it otherwise.
  func keepRowChangesForALaterNarrowedAudit(_ audit: MissedUpdateAudit) {
    guard !audit.rowViews.isEmpty else {
      audit.revaluedViews = []
      audit.refilledViews = []
      audit.detachedViews = []
      return
    }
    audit.revaluedViews = Array(Set(audit.revaluedViews))
    audit.refilledViews = Array(Set(audit.refilledViews))
    audit.detachedViews = Array(Set(audit.detachedViews))
  }

  /// Whether the row `node` reaches a changed object.
  ///
  /// Its dynamic properties are installed
  /// first, as its evaluation would install them, so that what it reads from the environment is
  /// among what it holds; a row whose installation fails is audited (and its issue dropped).
  func reachesChange(_ node: Node, _ reach: inout ChangeReach) -> Bool {
    guard !reach.changed.isEmpty else { return false }
    let issueCount = passReport.issues.count
    defer { passReport.issues.removeSubrange(issueCount...) }
    guard installDynamicProperties(of: node) else { return true }
    return reach.isReached(from: node.view)
  }

  /// Every mounted custom view, as ``AuditedViews`` lists them; the audit keeps the list until
  /// the tree's structure changes.
  func customNodes(_ audit: MissedUpdateAudit) -> AuditedViews {
    if let kept = audit.customNodes { return kept }
    let views = AuditedViews(root: root)
    audit.customNodes = views
    return views
  }

  /// The objects that changed since the previous audit in a way no view hears of: a plain
  /// stored property changed (one marked `@ObservationIgnored` or `@Unpublished` is taken at its
  /// word), or any stored property of an `ObservableObject` reached through a property of another
  /// one.
  ///
  /// Takes the snapshots of the latter for the next audit.
  func changedObjects(
    _ snapshots: [ObjectIdentifier: ObjectSnapshot],
    _ reached: [(viewIndex: Int, object: ReachedObject)], _ audit: MissedUpdateAudit
  ) -> Set<ObjectIdentifier> {
    var changed = Set<ObjectIdentifier>()
    for (id, snapshot) in snapshots {
      guard let previous = audit.snapshots[id], previous.object === snapshot.object,
        let object = snapshot.object
      else { continue }
      let names = Set(previous.changedProperties(in: snapshot))
      guard !names.isEmpty else { continue }
      let fields = ModelField.fields(of: object, registry.reflection)
      if fields.contains(where: { $0.role == .plain && names.contains($0.name) }) {
        changed.insert(id)
      }
    }
    var nestedSnapshots: [ObjectIdentifier: ObjectSnapshot] = [:]
    let nested = reached.lazy.map(\.object).filter {
      $0.holder?.isObservableObject == true && ModelKind($0.object) == .observableObject
    }.map(\.object)
    // A nested object met before and not walked to now is still held where it was.
    for object in nested + audit.nestedSnapshots.values.lazy.compactMap(\.object) {
      let id = ObjectIdentifier(object)
      guard nestedSnapshots[id] == nil else { continue }
      let snapshot = ObjectSnapshot(object, registry.reflection, includesPublished: true)
      if let previous = audit.nestedSnapshots[id], previous.object === object,
        !previous.changedProperties(in: snapshot).isEmpty
      {
        changed.insert(id)
      }
      nestedSnapshots[id] = snapshot
    }
    audit.nestedSnapshots = nestedSnapshots
    return changed
  }
}
