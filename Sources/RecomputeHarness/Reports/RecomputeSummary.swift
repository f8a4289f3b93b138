internal import BenchmarkSupport

/// One table over several workloads: per workload and variant, the bodies recomputed over the
/// whole script, the lower bound, and their ratio; then each workload's headline.
///
/// `RecomputeSummary` is `Sendable`.
public struct RecomputeSummary: Sendable {
  /// The reports summarized, one per workload, in order.
  public let reports: [RecomputeReport]

  /// Creates the summary of `reports`.
  ///
  /// - Parameter reports: One report per workload.
  public init(_ reports: [RecomputeReport]) {
    self.reports = reports
  }

  /// The summary as a text table followed by the headlines.
  public var text: String { render(table: renderTable(header:rows:)) }

  /// The summary as a Markdown table followed by the headlines.
  public var markdown: String { render(table: markdownTable(header:rows:)) }

  /// The rows: workload, variant, size, bodies in the script, lower bound, ratio, wasted.
  private var table: (header: [String], rows: [[String]]) {
    let header = [
      "workload", "variant", "size", "bodies in script", "lower bound", "× lower bound", "wasted",
    ]
    let rows = reports.flatMap { report in
      report.runs.map { run in
        [
          run.workload, run.variantTitle, "\(run.size) \(run.sizeName)",
          "\(run.recomputedInScript)", "\(run.lowerBoundInScript)",
          run.lowerBoundInScript == 0
            ? "–"
            : formatTenths(Double(run.recomputedInScript) / Double(run.lowerBoundInScript))
              + "×",
          "\(run.wastedInScript)",
        ]
      }
    }
    return (header, rows)
  }

  private func render(table draw: (_ header: [String], _ rows: [[String]]) -> String) -> String {
    let headlines = reports.compactMap { report in
      report.comparison.map { "\(report.runs[0].workload): \($0)" }
    }
    return ([draw(table.header, table.rows)] + (headlines.isEmpty ? [] : [""] + headlines))
      .joined(separator: "\n")
  }
}
