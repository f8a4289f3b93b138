// recompute-bench: plays each workload's event script on every variant of its screen and
// prints how many view bodies each event recomputed, how many of those were wasted, and the
// lower bound; then each workload's headline, the library screen's size sweep, and a summary
// over the workloads. `--help` says more.

import BenchmarkSupport
import Foundation
import RecomputeHarness

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let options = parseCommandLine(BenchOptions.command, BenchOptions.init)

/// Runs each variant of `workload` in turn at `size`, with a progress line on standard error
/// before each when `progress` is set.
@MainActor
func run(
  _ workload: any MeasurableWorkload, size: Int, progress: Bool
) async throws -> [ScriptRun] {
  var runs: [ScriptRun] = []
  for variant in options.variants ?? workload.variantNames {
    if progress {
      reportProgress(
        "\(workload.name): variant \(variant), \(formatGrouped(size)) \(workload.sizeName)…")
    }
    runs += try await workload.run(variants: [variant], size: size)
  }
  return runs
}

/// Sizes from which a run reports its progress.
let largeSize = 10_000

do {
  if options.mode == .list {
    print(listing(of: options.workloads))
    exit(0)
  }
  var reports: [RecomputeReport] = []
  for workload in options.workloads {
    let size = options.size ?? workload.defaultSize
    let runs = try await run(workload, size: size, progress: size >= largeSize)
    var sweep: [[ScriptRun]] = []
    for sweepSize in options.sweepSizes(of: workload) {
      sweep.append(try await run(workload, size: sweepSize, progress: true))
    }
    reports.append(RecomputeReport(runs: runs, sweep: sweep))
  }
  switch options.mode {
  case .list:
    break
  case .explain(let event):
    print(reports[0].explanation(of: event)!)
  case .report(.json):
    try printJSONLines(reports.flatMap(\.jsonRecords))
  case .report(.markdown):
    let summary =
      options.playsCatalogue ? ["Summary:\n\n" + RecomputeSummary(reports).markdown] : []
    print((reports.map(\.markdown) + summary).joined(separator: "\n\n"))
  case .report(.table):
    let summary = options.playsCatalogue ? ["Summary:\n\n" + RecomputeSummary(reports).text] : []
    print((reports.map(\.text) + summary).joined(separator: "\n\n"))
  }
  if let path = options.svgPath {
    try reports[0].svg.write(toFile: path, atomically: true, encoding: .utf8)
    reportProgress("wrote \(path)")
  }
} catch {
  reportProgress("error: \(error)")
  exit(1)
}
