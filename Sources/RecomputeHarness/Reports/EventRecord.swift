/// One variant and event, as `--json` prints it: one line of JSON Lines.
///
/// Encoded with snake-case keys: `workload`, `variant`, `event`, `n` (the size),
/// `recomputed`, `wasted`, `lower_bound`, `ns`, and `counters` when the workload defines any.
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
  /// The time of the event and its pass, in nanoseconds.
  public let ns: UInt64
  /// How much each of the workload's counters grew; `nil` when it defines none.
  public let counters: [String: Int]?

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
    ns = result.nanoseconds
    counters = run.counterNames.isEmpty ? nil : result.counters
  }
}
