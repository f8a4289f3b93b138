/// Renders rows as a plain-text table with aligned columns.
///
/// Columns whose cells all look numeric are right-aligned; the others are left-aligned.
///
/// - Parameters:
///   - header: The column titles.
///   - rows: The cells, one array per row, each as long as `header`.
/// - Returns: The table, one line per row, under the header and a rule.
public func renderTable(header: [String], rows: [[String]]) -> String {
  let all = [header] + rows
  let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
  let numeric = header.indices.map { column in
    rows.allSatisfy { row in
      row[column].allSatisfy { $0.isNumber || ".,×-–%µ ".contains($0) }
    }
  }
  func line(_ cells: [String]) -> String {
    cells.indices.map { column in
      let padding = String(repeating: " ", count: widths[column] - cells[column].count)
      return numeric[column] ? padding + cells[column] : cells[column] + padding
    }.joined(separator: "  ")
  }
  let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
  return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
}

/// Formats a duration in nanoseconds with a precision that suits its size.
///
/// - Parameter nanoseconds: The duration.
/// - Returns: For example `3.2`, `48`, or `1 940`.
public func formatNanoseconds(_ nanoseconds: Double) -> String {
  if nanoseconds < 10 { return formatTenths(nanoseconds) }
  return formatGrouped(Int(nanoseconds.rounded()))
}

/// Formats a whole number with a space between groups of three digits.
///
/// - Parameter value: The number.
/// - Returns: For example `48`, `1 940` or `-1 000 000`.
public func formatGrouped(_ value: Int) -> String {
  let digits = Array(String(value.magnitude))
  var grouped = value < 0 ? "-" : ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { grouped.append(" ") }
    grouped.append(digit)
  }
  return grouped
}

/// Formats how many times faster `ours` is than `theirs`.
///
/// - Parameters:
///   - theirs: The reference time.
///   - ours: The time of the code under test.
/// - Returns: For example `12.4×`.
public func formatRatio(_ theirs: Double, over ours: Double) -> String {
  guard ours > 0 else { return "–" }
  return formatTenths(theirs / ours) + "×"
}

/// Formats a value with one decimal, truncated rather than rounded, as every figure of the
/// benchmarks is.
///
/// - Parameter value: The value.
/// - Returns: For example `2.4` for 2.49, and `47.0` for 47.
public func formatTenths(_ value: Double) -> String {
  String(Double(Int(value * 10)) / 10)
}
