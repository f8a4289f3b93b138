internal import BenchmarkSupport
internal import ViewGraph

/// The reports of one workload: the per-event table of each variant at one size, the
/// headline, the workload's own counters, and a sweep of sizes, as text, Markdown, JSON Lines
/// or an SVG chart; and the `_printChanges()` log of one event.
///
/// ```swift
/// let runs = try await workload.run()
/// print(RecomputeReport(runs: runs).text)
/// ```
///
/// `RecomputeReport` is `Sendable`.
public struct RecomputeReport: Sendable {
  /// The script played on each variant at one size, one run per variant, of one workload.
  public let runs: [ScriptRun]
  /// The same runs at each size of a sweep, smallest first; empty for no sweep.
  public let sweep: [[ScriptRun]]

  /// Creates the reports of one workload's runs.
  ///
  /// - Parameters:
  ///   - runs: One run per variant, all of one workload, at one size, with the same script;
  ///     not empty.
  ///   - sweep: The runs at each size of a sweep.
  public init(runs: [ScriptRun], sweep: [[ScriptRun]] = []) {
    precondition(!runs.isEmpty, "a report needs at least one run")
    precondition(
      runs.allSatisfy { $0.workload == runs[0].workload && $0.size == runs[0].size },
      "a report's runs are of one workload at one size")
    self.runs = runs
    self.sweep = sweep
  }

  /// The readable report: the script table, the workload's counters, the headline, then the
  /// sweep.
  public var text: String {
    render(
      intro: [
        "\(runs[0].workload), \(sizeLabel): bodies recomputed / wasted / missed updates, per "
          + "event.",
        "The lower bound counts the views whose output changed or that appeared; missed counts "
          + "the views the audit",
        "found stale after the pass (\(auditNote)).",
      ],
      sweepIntro: [
        "Sweep of the size (times include the event and its pass; one run each; "
          + "vs \(reference) is",
        "\(reference)'s time divided by this variant's, measured in the same run; the sweep's "
          + "hosts are not audited,",
        "so its times have no audit in them):", "",
      ],
      table: renderTable(header:rows:))
  }

  /// The same report as Markdown tables.
  public var markdown: String {
    render(
      intro: [
        "\(runs[0].workload): bodies recomputed / wasted / missed updates per event, "
          + "\(sizeLabel) (lower bound: views whose output changed or that appeared; missed: "
          + "views the audit found stale after the pass, \(auditNote))."
      ],
      sweepIntro: [], table: markdownTable(header:rows:))
  }

  /// One JSON record per variant and event, of the runs and then of the sweep.
  public var jsonRecords: [EventRecord] {
    (runs + sweep.flatMap { $0 }).flatMap { run in
      run.results.map { EventRecord(run: run, result: $0) }
    }
  }

  /// The `_printChanges()` log of every variant for one event, or `nil` when the script has no
  /// event of that name.
  ///
  /// - Parameter event: The event's short name, such as `type-s`.
  /// - Returns: Per variant, a heading with the counts, then one line per evaluation.
  public func explanation(of event: String) -> String? {
    guard let index = runs[0].results.firstIndex(where: { $0.event == event }) else {
      return nil
    }
    return runs.map { run in
      let result = run.results[index]
      let heading =
        "\(run.variantTitle), \(result.eventDescription), \(run.size) \(run.sizeName): "
        + "\(result.recomputed) recomputed, \(result.wasted) wasted, "
        + (run.audited ? "\(result.missed) missed" : "not audited")
      let missed = result.missedUpdates.map { "  missed: \($0)" }
      return ([heading] + result.explanation.map { "  " + $0 } + missed)
        .joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// The headline: bodies recomputed per headline event for each variant, then
  /// ``comparison`` when there is one.
  public var headline: [String] {
    let run = runs[0]
    let perEvent = runs.map { "\($0.variantTitle) \(formatCount($0.recomputedPerHeadlineEvent))" }
    return [
      "Bodies recomputed per \(run.headlineEventName) at \(sizeLabel): "
        + perEvent.joined(separator: ", ") + "."
    ] + (comparison.map { [$0] } ?? [])
  }

  /// Before → after, such as `Per keystroke, before → after the migration: 47 → 2`, when the
  /// workload has a headline and both its variants ran; `nil` otherwise.
  public var comparison: String? {
    let run = runs[0]
    guard let headline = run.headline,
      let before = runs.first(where: { $0.variant == headline.before }),
      let after = runs.first(where: { $0.variant == headline.after })
    else { return nil }
    return "Per \(run.headlineEventName), before → after \(headline.change): "
      + "\(formatCount(before.recomputedPerHeadlineEvent)) → "
      + "\(formatCount(after.recomputedPerHeadlineEvent))"
  }

  private var sizeLabel: String { "\(runs[0].size) \(runs[0].sizeName)" }

  /// Whether the script's runs were audited, said after the missed count.
  private var auditNote: String {
    guard runs.allSatisfy(\.audited) else {
      return "0 where a host was not audited: nothing looked"
    }
    guard runs.allSatisfy({ $0.auditScope == .everyView }) else {
      return "every pass audited, for changes only: \(AuditScope.rowsReachingChanges)"
    }
    return "every pass audited"
  }

  private var reference: String { sweep.first?.first?.variant ?? runs[0].variant }

  /// The per-event table: bodies recomputed, wasted and missed per variant, and the lower
  /// bound.
  private var scriptTable: (header: [String], rows: [[String]]) {
    let header = ["event"] + runs.map(\.variantTitle) + ["lower bound"]
    let rows = runs[0].results.indices.map { index in
      let cells = runs.map { run in
        let result = run.results[index]
        return "\(result.recomputed) / \(result.wasted) / \(result.missed)"
      }
      let bounds = runs.map { $0.results[index].lowerBound }
      let bound =
        Set(bounds).count == 1
        ? "\(bounds[0])"
        : zip(runs, bounds).map { "\($0.variant) \($1)" }.joined(separator: ", ")
      return [runs[0].results[index].eventDescription] + cells + [bound]
    }
    return (header, rows)
  }

  /// Where updates were missed, when any was: per variant, the counts over the script, then
  /// each event that left views stale with those views' types, such as
  /// `sync-starts → SyncIndicator, BookRow ×3`; `nil` when no view missed an update.
  private var missedTable: (header: [String], rows: [[String]])? {
    guard runs.contains(where: { $0.missedInScript > 0 }) else { return nil }
    let header = ["variant", "recomputed / wasted / missed", "where (event → views)"]
    let rows = runs.map { run in
      let places = run.results.filter { $0.missed > 0 }.map { result in
        var counts: [(type: String, count: Int)] = []
        for update in result.missedUpdates {
          if let index = counts.firstIndex(where: { $0.type == update.viewType }) {
            counts[index].count += 1
          } else {
            counts.append((update.viewType, 1))
          }
        }
        let views = counts.map { $0.count == 1 ? $0.type : "\($0.type) ×\($0.count)" }
        return "\(result.event) → " + views.joined(separator: ", ")
      }
      return [
        run.variantTitle,
        "\(run.recomputedInScript) / \(run.wastedInScript) / \(run.missedInScript)",
        places.isEmpty ? "–" : places.joined(separator: "; "),
      ]
    }
    return (header, rows)
  }

  /// The workload's own counters: per event and variant, how much each grew.
  private var counterTable: (header: [String], rows: [[String]])? {
    let names = runs[0].counterNames
    guard !names.isEmpty else { return nil }
    let header = ["event"] + runs.map(\.variantTitle)
    let rows = runs[0].results.indices.map { index in
      [runs[0].results[index].eventDescription]
        + runs.map { run in
          names.map { "\($0) \(run.results[index].counters[$0] ?? 0)" }.joined(separator: ", ")
        }
    }
    return (header, rows)
  }

  /// The sweep table: per size and variant, the bodies and the time per headline event and
  /// per event of the whole script, each time with its speed-up over the first variant
  /// measured in the same run.
  private var sweepTable: (header: [String], rows: [[String]]) {
    let unit = runs[0].headlineEventName
    let header = [
      runs[0].sizeName, "variant", "bodies per \(unit)", "time per \(unit)", "vs \(reference)",
      "bodies in script", "time per event", "vs \(reference)",
    ]
    let rows = sweep.flatMap { runs in
      let reference = runs.first
      func speedUp(_ run: ScriptRun, _ time: (ScriptRun) -> Double) -> String {
        reference.map { formatRatio(time($0), over: time(run)) } ?? "–"
      }
      return runs.map { run in
        [
          "\(run.size)", run.variantTitle, formatCount(run.recomputedPerHeadlineEvent),
          formatDuration(run.nanosecondsPerHeadlineEvent),
          speedUp(run, \.nanosecondsPerHeadlineEvent),
          "\(run.recomputedInScript)", formatDuration(run.nanosecondsPerEvent),
          speedUp(run, \.nanosecondsPerEvent),
        ]
      }
    }
    return (header, rows)
  }

  /// The report's layout, shared by both formats: `intro`, the script table, the counters,
  /// the headline, then (when there is a sweep) `sweepIntro` and the sweep table, each table
  /// drawn by `table`.
  private func render(
    intro: [String], sweepIntro: [String],
    table: (_ header: [String], _ rows: [[String]]) -> String
  ) -> String {
    let script = scriptTable
    var text = intro + ["", table(script.header, script.rows), ""]
    if let missed = missedTable {
      text += [
        "Missed updates over the script, and where:", "", table(missed.header, missed.rows), "",
      ]
    }
    if let counters = counterTable {
      text += [
        "Counters per event (\(runs[0].counterNames.joined(separator: ", "))):", "",
        table(counters.header, counters.rows), "",
      ]
    }
    text += headline
    if !sweep.isEmpty {
      let sweepRows = sweepTable
      text += [""] + sweepIntro + [table(sweepRows.header, sweepRows.rows)]
    }
    return text.joined(separator: "\n")
  }
}
