/// What one ``ViewHost/flush()`` (or the mount) did: the evaluations of its pass and follow-up
/// passes, and the issues found.
///
/// `PassReport` is `Sendable`.
public struct PassReport: Sendable {
  /// Every body evaluation, parents before children within a pass.
  public internal(set) var evaluations: [Evaluation] = []
  /// Every update of a control from its binding, without a body (not counted as evaluations).
  public internal(set) var controlUpdates: [ControlUpdate] = []
  /// The errors found.
  public internal(set) var issues: [RuntimeIssue] = []
  /// The views the audit found stale after the passes, when the host audits them (see
  /// ``ViewHost/init(root:auditsMissedUpdates:)``); always empty otherwise.
  public internal(set) var missedUpdates: [MissedUpdate] = []
  /// What the audit found in the models the views reached for the first time: unobserved stored
  /// properties and nested `ObservableObject`s, once per type.
  public internal(set) var modelWarnings: [RuntimeIssue] = []
  /// How many passes ran: 0 when nothing was dirty, 1 for the pass alone, more with follow-ups.
  public internal(set) var passCount = 0
  /// Which views the audit evaluated again after the passes; `nil` when no audit ran.
  public internal(set) var auditScope: AuditScope?
  /// How many custom views the audit evaluated again after the passes: every mounted one under
  /// ``AuditScope/everyView``, fewer under ``AuditScope/rowsReachingChanges``; 0 when no audit ran.
  public internal(set) var auditedViewCount = 0

  /// The number of body evaluations.
  public var evaluationCount: Int { evaluations.count }

  /// The number of evaluations whose output was identical to the previous one.
  public var wastedCount: Int { evaluations.count(where: \.isWasted) }

  /// One `Self._printChanges()` line per evaluation, in order.
  public var printChangesLines: [String] { evaluations.map(\.printChangesLine) }

  /// The number of evaluations of views of one type.
  ///
  /// - Parameter viewType: The type name, such as `BookRow`.
  /// - Returns: How many of the evaluations were of that type.
  public func evaluationCount(of viewType: String) -> Int {
    evaluations.count { $0.viewType == viewType }
  }
}
