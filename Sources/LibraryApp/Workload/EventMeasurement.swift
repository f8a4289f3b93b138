public import RecomputeHarness

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
  /// The time from the event to the end of its pass, in nanoseconds.
  public var nanoseconds: UInt64 { result.nanoseconds }
  /// The `Self._printChanges()` line of each evaluation, with its identity path, and `(wasted)`
  /// after a wasted one.
  public var explanation: [String] { result.explanation }
  /// The evaluations that had to happen: views whose output changed or that appeared.
  public var lowerBound: Int { result.lowerBound }
}
