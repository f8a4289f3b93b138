public import ViewGraph

/// A workload's whole script played on one variant at one size: one result per event, in
/// order, and the figures the reports derive from them.
///
/// `ScriptRun` is `Sendable`.
public struct ScriptRun: Sendable {
  /// The workload's name.
  public let workload: String
  /// The variant's short name, such as `A`.
  public let variant: String
  /// The variant's name in reports, such as `A: publish-on-write`.
  public let variantTitle: String
  /// The size of the model the screen was mounted over.
  public let size: Int
  /// What the size counts, plural, such as `books`.
  public let sizeName: String
  /// The names of the workload's own counters, in the order it declares them.
  public let counterNames: [String]
  /// The workload's headline, if it has one.
  public let headline: WorkloadHeadline?
  /// Whether the host audited each pass for missed updates; when it did not, every result's
  /// ``EventResult/missed`` is 0 because nothing looked.
  public let audited: Bool
  /// Which views each audit evaluated again (meaningful only when ``audited``): every view, or
  /// at a large size those outside rows and the rows that reach a changed object.
  public let auditScope: AuditScope
  /// One result per event of the script, in order.
  public let results: [EventResult]

  /// The bodies recomputed over the whole script.
  public var recomputedInScript: Int { results.map(\.recomputed).reduce(0, +) }

  /// The bodies wasted over the whole script.
  public var wastedInScript: Int { results.map(\.wasted).reduce(0, +) }

  /// The lower bound over the whole script: views whose output changed or that appeared.
  public var lowerBoundInScript: Int { results.map(\.lowerBound).reduce(0, +) }

  /// Views that missed an update over the whole script, counted once per event that left
  /// them stale.
  public var missedInScript: Int { results.map(\.missed).reduce(0, +) }

  /// The mean bodies recomputed per event that the headline averages over: the events tagged
  /// with its tag, or every event when the headline has no tag or there is no headline.
  public var recomputedPerHeadlineEvent: Double {
    mean(headlineEvents.map { Double($0.recomputed) })
  }

  /// The mean time of one event and its pass, in nanoseconds.
  public var nanosecondsPerEvent: Double { mean(results.map { Double($0.nanoseconds) }) }

  /// The mean time of one headline event and its pass, in nanoseconds.
  public var nanosecondsPerHeadlineEvent: Double {
    mean(headlineEvents.map { Double($0.nanoseconds) })
  }

  /// What one headline event is called, such as `keystroke`, or `event`.
  public var headlineEventName: String { headline?.tag ?? "event" }

  private var headlineEvents: [EventResult] {
    guard let tag = headline?.tag else { return results }
    return results.filter { $0.tag == tag }
  }

  private func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }
}
