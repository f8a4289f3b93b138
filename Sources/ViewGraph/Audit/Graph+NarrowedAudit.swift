/// The audit under ``AuditScope/rowsReachingChanges``: which rows it walks, which objects changed,
/// and which rows reach them.
extension Graph {
  /// The indices in `nodes` of the views the narrowed audit walks for the objects they reach:
  /// every view outside rows, and each row that is new or whose value changed since the last
  /// audit walked it.
  ///
  /// A row's value is compared by its bits (see ``ViewBits``): a row whose
  /// value is the same holds the same objects, already walked.
  func rowsToWalk(_ nodes: [Node], _ isRow: [Bool], _ audit: MissedUpdateAudit) -> [Int] {
    var rowViews: [Int: ViewBits] = [:]
    rowViews.reserveCapacity(audit.rowViews.count)
    let walked = nodes.indices.filter { index in
      guard isRow[index] else { return true }
      let node = nodes[index]
      let bits = ViewBits(node.view)
      rowViews[node.id] = bits
      return audit.rowViews[node.id] != bits
    }
    audit.rowViews = rowViews
    return walked
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

  /// Every mounted custom view, parents before children (the order of ``allNodes()``), and
  /// whether each is in a row: a view with explicit ids (a `ForEach` element, or `.id(_:)`), or
  /// one below such a view.
  func customNodes() -> (nodes: [Node], isRow: [Bool]) {
    var nodes: [Node] = []
    var isRow: [Bool] = []
    var stack = root.map { [($0, false)] } ?? []
    while let (node, parentIsRow) = stack.popLast() {
      let inRow = parentIsRow || !node.key.ids.isEmpty
      if !node.info.isPrimitive {
        nodes.append(node)
        isRow.append(inRow)
      }
      for child in node.children.reversed() { stack.append((child, inRow)) }
    }
    return (nodes, isRow)
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
