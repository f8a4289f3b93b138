internal import ViewGraph

/// One variant and event, as `--json` prints it: one line of JSON Lines.
///
/// Encoded with snake-case keys: `workload`, `variant`, `event`, `n` (the size),
/// `recomputed`, `wasted`, `lower_bound`, `missed` (views the audit found stale after the
/// pass; absent when the host was not audited), `ns`, `counters` when the workload defines
/// any, and, when the audit did not evaluate every view, `audit` (`changes`: see
/// `AuditScope.rowsReachingChanges`) and `audited_views` (the views it evaluated after the pass).
///
/// `EventRecord` is `Sendable`.
public struct EventRecord: Encodable, Sendable {
  /// The workload's name.
  public let workload: String
  /// The variant's short name.
  public let variant: String
  /// The event's short name.
  public let event: String
  /// The size the script ran at.
  public let n: Int
  /// Bodies recomputed.
  public let recomputed: Int
  /// Of those, wasted.
  public let wasted: Int
  /// Views whose output changed or that appeared.
  public let lowerBound: Int
  /// Views that missed an update; `nil` when the host was not audited.
  public let missed: Int?
  /// The time of the event and its pass, in nanoseconds.
  public let ns: UInt64
  /// How much each of the workload's counters grew; `nil` when it defines none.
  public let counters: [String: Int]?
  /// `changes` when the audit evaluated only the views outside rows and the rows that reach a
  /// changed object; `nil` when it evaluated every view or did not run.
  public let audit: String?
  /// How many views the audit evaluated after the pass; `nil` when ``audit`` is.
  public let auditedViews: Int?

  /// The record of one result of a run.
  ///
  /// - Parameters:
  ///   - run: The run the result belongs to.
  ///   - result: The result.
  public init(run: ScriptRun, result: EventResult) {
    workload = run.workload
    variant = run.variant
    event = result.event
    n = run.size
    recomputed = result.recomputed
    wasted = result.wasted
    lowerBound = result.lowerBound
    missed = run.audited ? result.missed : nil
    ns = result.nanoseconds
    counters = run.counterNames.isEmpty ? nil : result.counters
    let isNarrowed = run.audited && run.auditScope != .everyView
    audit = isNarrowed ? AuditPolicy.rowsReachingChanges.description : nil
    auditedViews = isNarrowed ? result.auditedViews : nil
  }
}
