public import ViewGraph

/// What one event of a script cost one variant: the bodies recomputed, how many of them were
/// wasted, the workload's own counters, and the time the event and its pass took.
///
/// `EventResult` is `Sendable`.
public struct EventResult: Sendable {
  /// The event's short name, such as `type-s`.
  public let event: String
  /// What happened, in words, such as `type "s"`.
  public let eventDescription: String
  /// The event's tag, such as `keystroke`, or `nil`.
  public let tag: String?
  /// Custom views whose body was evaluated by the pass that followed the event.
  public let recomputed: Int
  /// Of those, the evaluations that produced exactly the output they had produced before.
  public let wasted: Int
  /// How much each of the workload's counters grew during the event and its pass, by name.
  public let counters: [String: Int]
  /// The time from the event to the end of its pass, in nanoseconds.
  public let nanoseconds: UInt64
  /// The views the host's audit found stale after the pass (empty unless the host audits its
  /// passes), each with the line it shows, the line it would show and the cause.
  public let missedUpdates: [MissedUpdate]
  /// How many views the audit evaluated again after the pass: every mounted custom view under a
  /// full audit, fewer under `AuditScope.rowsReachingChanges`; 0 when not audited.
  public let auditedViews: Int
  /// The `Self._printChanges()` line of each evaluation, with its identity path, and `(wasted)`
  /// after a wasted one; before the evaluations of each pass, one line per control that updated
  /// from its binding without a body, marked `(control update, no body)`.
  ///
  /// Empty when the run did not keep explanations.
  public let explanation: [String]

  /// The evaluations that had to happen: views whose output changed or that appeared.
  public var lowerBound: Int { recomputed - wasted }

  /// The number of views that missed an update: the third number beside recomputed and wasted.
  public var missed: Int { missedUpdates.count }
}
