extension Graph {
  /// Reports `write`, made while the body of `node` was evaluated.
  ///
  /// A `@State` write and a publish are reported at once (a publish once per pass and view); a
  /// tracked write is reported when the body's scope ends, by ``reportTrackedBodyWrites(of:)``.
  func report(_ write: BodyWrite, by node: Node) {
    switch write {
    case .state(let label, let viewPath):
      report(
        .stateModifiedDuringUpdate, at: node.path,
        RuntimeIssue.Kind.stateModifiedDuringUpdateWarning
          + " (\(label) of \(viewPath) was not changed)")
    case .publish:
      let issue = RuntimeIssue(
        kind: .publishingDuringUpdate, path: node.path,
        message: "Publishing changes from within view updates is not allowed, this will cause "
          + "undefined behavior.")
      if !passReport.issues.contains(issue) { passReport.issues.append(issue) }
    case .tracked(let reason, let dependentID):
      // The dependent is mounted, so tracked: its scope fired, and a node's scopes are cancelled
      // when it leaves. Its path is taken now, before the body's changes can unmount it.
      let dependentPath = trackedNodes[dependentID]?.path ?? "a view that left the tree"
      bodyWrites.append((reason, dependentPath))
    }
  }

  /// Reports the tracked writes made while the body of `node` was evaluated, once its scope has
  /// ended.
  ///
  /// Inlined: most bodies write nothing, and checking that in place saves a call per
  /// evaluation.
  @inline(__always)
  func reportTrackedBodyWrites(of node: Node) {
    guard !bodyWrites.isEmpty else { return }
    reportBodyWrites(of: node)
  }

  /// Reports the tracked writes in ``bodyWrites``, made while the body of `node` was evaluated,
  /// and empties it.
  private func reportBodyWrites(of node: Node) {
    let writes = bodyWrites
    bodyWrites = []
    for write in writes {
      report(
        .stateModifiedDuringUpdate, at: node.path,
        RuntimeIssue.Kind.stateModifiedDuringUpdateWarning
          + " (\(write.reason) was written while the body of \(node.path) was evaluated, and "
          + "\(write.dependentPath) depends on it: the write was applied and "
          + "\(write.dependentPath) is recomputed in a follow-up pass)")
    }
  }
}
