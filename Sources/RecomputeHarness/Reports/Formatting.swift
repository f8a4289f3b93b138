internal import BenchmarkSupport

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

/// Rows as a Markdown table under `header`.
func markdownTable(header: [String], rows: [[String]]) -> String {
  let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
  let rule = "|" + header.map { _ in " --- |" }.joined()
  return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
}
