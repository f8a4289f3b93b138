public import RecomputeHarness
public import ViewGraph

/// What one event of the script cost one variant: the bodies recomputed, how many of them were
/// wasted, and the time the event and its pass took.
///
/// `EventMeasurement` is `Sendable`.
public struct EventMeasurement: Sendable {
  /// The variant that ran.
  public let variant: Variant
  /// The event.
  public let event: ScriptEvent
  /// The number of books the library started with.
  public let bookCount: Int
  /// What the harness measured.
  public let result: EventResult

  /// Custom views whose body was evaluated by the pass that followed the event.
  public var recomputed: Int { result.recomputed }
  /// Of those, the evaluations that produced exactly the output they had produced before.
  public var wasted: Int { result.wasted }
  /// The views the host's audit found stale after the pass (empty unless the host audits its
  /// passes), each with the line it shows, the line it would show and the cause.
  public var missedUpdates: [MissedUpdate] { result.missedUpdates }
  /// The time from the event to the end of its pass, in nanoseconds.
  public var nanoseconds: UInt64 { result.nanoseconds }
  /// The `Self._printChanges()` line of each evaluation, with its identity path, and `(wasted)`
  /// after a wasted one; before the evaluations of each pass, one line per control that updated
  /// from its binding without a body, marked `(control update, no body)`.
  public var explanation: [String] { result.explanation }
  /// The evaluations that had to happen: views whose output changed or that appeared.
  public var lowerBound: Int { result.lowerBound }
  /// The number of views that missed an update: the third number beside recomputed and wasted.
  public var missed: Int { result.missed }
}
