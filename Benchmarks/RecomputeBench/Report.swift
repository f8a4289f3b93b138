import BenchmarkSupport
import LibraryApp

/// The per-event table at one library size: bodies recomputed and wasted per variant, and the
/// lower bound.
func scriptTable(_ runs: [ScriptRun]) -> (header: [String], rows: [[String]]) {
  let header = ["event"] + runs.map { "\($0.variant)" } + ["lower bound"]
  let rows = ScriptEvent.script.indices.map { index in
    let cells = runs.map { run in
      let measurement = run.measurements[index]
      return "\(measurement.recomputed) / \(measurement.wasted)"
    }
    let bounds = runs.map { $0.measurements[index].lowerBound }
    let bound =
      Set(bounds).count == 1
      ? "\(bounds[0])"
      : zip(runs, bounds).map { "\($0.variant.rawValue) \($1)" }.joined(separator: ", ")
    return ["\(ScriptEvent.script[index])"] + cells + [bound]
  }
  return (header, rows)
}

/// The per-keystroke figures, and the before → after headline when both ends of the migration
/// ran: A before it, C after it.
func headline(_ runs: [ScriptRun]) -> [String] {
  let perKeystroke = runs.map { "\($0.variant) \(formatCount($0.recomputedPerKeystroke))" }
  var lines = [
    "Bodies recomputed per keystroke at \(runs[0].bookCount) books: "
      + perKeystroke.joined(separator: ", ") + "."
  ]
  if let before = runs.first(where: { $0.variant == .publishOnWrite }),
    let after = runs.first(where: { $0.variant == .readsPushedDown })
  {
    lines.append(
      "Per keystroke, before → after the migration: "
        + "\(formatCount(before.recomputedPerKeystroke)) → "
        + "\(formatCount(after.recomputedPerKeystroke))")
  }
  return lines
}

/// The sweep table: per library size and variant, the bodies and the time per keystroke and
/// per event of the whole script, each time with its speed-up over A measured in the same run.
func sweepTable(_ sweep: [[ScriptRun]]) -> (header: [String], rows: [[String]]) {
  let header = [
    "books", "variant", "bodies per keystroke", "time per keystroke", "vs A",
    "bodies in script", "time per event", "vs A",
  ]
  let rows = sweep.flatMap { runs in
    let reference = runs.first { $0.variant == .publishOnWrite }
    func speedUp(_ run: ScriptRun, _ time: (ScriptRun) -> Double) -> String {
      reference.map { formatRatio(time($0), over: time(run)) } ?? "–"
    }
    return runs.map { run in
      [
        "\(run.bookCount)", "\(run.variant)", formatCount(run.recomputedPerKeystroke),
        formatDuration(run.nanosecondsPerKeystroke), speedUp(run, \.nanosecondsPerKeystroke),
        "\(run.recomputedInScript)", formatDuration(run.nanosecondsPerEvent),
        speedUp(run, \.nanosecondsPerEvent),
      ]
    }
  }
  return (header, rows)
}

/// The readable report: the script table, the headline, then the sweep.
func renderText(runs: [ScriptRun], sweep: [[ScriptRun]]) -> String {
  render(
    runs: runs, sweep: sweep,
    intro: [
      "The library screen, \(runs[0].bookCount) books: bodies recomputed / wasted, per event.",
      "The lower bound counts the views whose output changed or that appeared.",
    ],
    sweepIntro: [
      "Sweep of the library size (times include the event and its pass; one run each; vs A is",
      "A's time divided by this variant's, measured in the same run):", "",
    ],
    table: renderTable(header:rows:))
}

/// The same report as Markdown tables.
func renderMarkdown(runs: [ScriptRun], sweep: [[ScriptRun]]) -> String {
  render(
    runs: runs, sweep: sweep,
    intro: [
      "Bodies recomputed / wasted per event, \(runs[0].bookCount) books "
        + "(lower bound: views whose output changed or that appeared)."
    ],
    sweepIntro: [], table: markdownTable(header:rows:))
}

/// The report's layout, shared by both formats: `intro`, the script table, the headline, then
/// (when there is a sweep) `sweepIntro` and the sweep table, each table drawn by `table`.
private func render(
  runs: [ScriptRun], sweep: [[ScriptRun]], intro: [String], sweepIntro: [String],
  table: (_ header: [String], _ rows: [[String]]) -> String
) -> String {
  let script = scriptTable(runs)
  var text = intro + ["", table(script.header, script.rows), ""] + headline(runs)
  if !sweep.isEmpty {
    let sweepRows = sweepTable(sweep)
    text += [""] + sweepIntro + [table(sweepRows.header, sweepRows.rows)]
  }
  return text.joined(separator: "\n")
}

/// The `_printChanges()` log of every variant for one event.
func explanation(of event: ScriptEvent, in runs: [ScriptRun]) -> String {
  let index = ScriptEvent.script.firstIndex(of: event)!
  return runs.map { run in
    let measurement = run.measurements[index]
    let heading =
      "\(run.variant), \(event), \(run.bookCount) books: \(measurement.recomputed) recomputed, "
      + "\(measurement.wasted) wasted"
    return ([heading] + measurement.explanation.map { "  " + $0 }).joined(separator: "\n")
  }.joined(separator: "\n\n")
}

private func markdownTable(header: [String], rows: [[String]]) -> String {
  let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
  let rule = "|" + header.map { _ in " --- |" }.joined()
  return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
}

/// A count that may be a mean: whole numbers without a fraction, others with one decimal.
func formatCount(_ value: Double) -> String {
  value == value.rounded() ? "\(Int(value))" : formatTenths(value)
}

/// A duration with a unit that suits its size: `850 ns`, `12.5 µs`, `3.1 ms`, `1.2 s`.
func formatDuration(_ nanoseconds: Double) -> String {
  let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs")]
  for (scale, unit) in units where nanoseconds >= scale {
    return formatTenths(nanoseconds / scale) + " \(unit)"
  }
  return "\(Int(nanoseconds)) ns"
}
