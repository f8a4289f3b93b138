extension ViewHost {
  /// Mounts `root`, and audits every flush for missed updates when `auditsMissedUpdates` is
  /// `true`.
  ///
  /// The audit runs after the passes of each flush (and of the mount): it evaluates every
  /// mounted view's body again, without side effects, and compares what it would show with what
  /// is on screen. Each view that would show something else was missed by the passes: it is
  /// reported in ``PassReport/missedUpdates`` with the line it shows, the line it would show,
  /// and the cause where it can be known (the unobserved property of which type its body read,
  /// or the read outside `body` its value came from). The first time a view reaches an object of
  /// a model type, the audit also checks the type and reports in ``PassReport/modelWarnings``
  /// what will make views miss its changes.
  ///
  /// ```swift
  /// let host = ViewHost(root: ProgressLabel(download: download), auditsMissedUpdates: true)
  /// download.receive(100)
  /// host.flush().missedUpdates.first?.description
  /// // ProgressLabel: shows Text("0 %"), would show Text("50 %"): the body read
  /// // Download.received, a stored property that is not @Tracked: …
  /// ```
  ///
  /// The audit changes nothing the app can observe: no count, no state, no model, no
  /// invalidation, and no order of evaluations or actions. It does cost time (a body evaluation
  /// per mounted view and a reflection of the models they reach, per flush), so it is off by
  /// default: use it in tests and in the benchmark harness. On a large screen,
  /// ``startAuditingMissedUpdates(scope:)`` with ``AuditScope/rowsReachingChanges`` evaluates
  /// the views outside rows and only the rows that reach a changed object (see ``AuditScope``
  /// for what it no longer catches).
  ///
  /// > Important: Reads outside `body` are seen only in the actions the graph runs (`onAppear`,
  /// > `onChange`): the audit records the tracked properties such an action reads and the state
  /// > it sets, and reports the view when one of those properties changes later. What the view
  /// > would show then cannot be known without running the action again, which the audit does
  /// > not do.
  ///
  /// - Parameters:
  ///   - root: The view at the top of the tree.
  ///   - auditsMissedUpdates: Whether each flush ends with the audit.
  public convenience init(root: some View, auditsMissedUpdates: Bool) {
    self.init(
      root: root, reflection: .metadata, seededState: [:],
      auditsMissedUpdates: auditsMissedUpdates)
  }

  /// Whether each flush ends with an audit for missed updates.
  public var auditsMissedUpdates: Bool {
    graph.audit != nil
  }

  /// Which views each audit evaluates again: ``AuditScope/everyView`` unless
  /// ``startAuditingMissedUpdates(scope:)`` chose another; `nil` on a host that does not audit.
  public var auditScope: AuditScope? {
    graph.audit?.scope
  }

  /// How many views the last audit walked for the objects they reach: every custom view under
  /// ``AuditScope/everyView``; under ``AuditScope/rowsReachingChanges`` the views outside rows
  /// and the rows that are new or whose value changed since they were last walked.
  package var auditWalkedViewCount: Int {
    graph.audit?.walkedViewCount ?? 0
  }

  /// Starts auditing every flush for missed updates, on a host mounted without the audit (such
  /// as one a benchmark harness receives from the code it measures), and audits the tree as it
  /// is now.
  ///
  /// The audit that runs now takes the models' first snapshot, against which the next flush
  /// names its causes; it also reports the views already stale, and the model checks of every
  /// type the views reach. Under ``AuditScope/rowsReachingChanges`` it evaluates the views
  /// outside rows only: with no earlier snapshot, no row can reach a change yet, and every row
  /// was just evaluated by the mount or a pass. On a host that already audits, it only sets the
  /// scope of the next flushes' audits, and returns an empty report.
  ///
  /// - Parameter scope: Which views each flush's audit evaluates again (see ``AuditScope``).
  /// - Returns: What the audit found now: ``PassReport/missedUpdates`` and
  ///   ``PassReport/modelWarnings``; nothing is evaluated or counted.
  @discardableResult
  public func startAuditingMissedUpdates(scope: AuditScope = .everyView) -> PassReport {
    if let audit = graph.audit {
      audit.scope = scope
      return PassReport()
    }
    let audit = MissedUpdateAudit(scope: scope)
    graph.audit = audit
    return graph.auditNow(audit)
  }
}
