// recompute-bench: plays each workload's event script on every variant of its screen and
// prints how many view bodies each event recomputed, how many of those were wasted, and the
// lower bound; then each workload's headline, the library screen's size sweep, and a summary
// over the workloads. `--help` says more.

import BenchmarkSupport
import Foundation
import RecomputeHarness
import ViewGraph

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let options = parseCommandLine(BenchOptions.command, BenchOptions.init)

/// Runs each of `variants` of `workload` in turn at `size`, audited as `audit` says, with a progress
/// line on standard error before each when `progress` is set, and two per step (mounting, the
/// first audit, each event: when it starts and how long it took) from ``stepProgressSize`` on.
@MainActor
func run(
  _ workload: any MeasurableWorkload, _ variants: [String], size: Int, audit: AuditPolicy,
  explains: Bool = false, progress: Bool
) async throws -> [ScriptRun] {
  var runs: [ScriptRun] = []
  for variant in variants {
    if progress {
      reportProgress(
        "\(workload.name): variant \(variant), \(formatGrouped(size)) \(workload.sizeName)…")
    }
    var steps: (@MainActor (RunProgress) -> Void)?
    if progress && size >= stepProgressSize { steps = reportStep }
    runs += try await workload.run(
      variants: [variant], size: size, audit: audit, explains: explains, progress: steps)
  }
  return runs
}

/// Writes a step of a run to standard error: `  mounting…` as it starts, `  mounting: 2.10 s`
/// when it ends.
@MainActor
func reportStep(_ progress: RunProgress) {
  switch progress.phase {
  case .started:
    reportProgress("  \(progress.step)…")
  case .finished(let nanoseconds):
    reportProgress("  \(progress.step): \(String(format: "%.2f s", Double(nanoseconds) / 1e9))")
  }
}

/// Which audit a run of `workload` at `size` uses, said on standard error before it starts, with
/// what it costs when it evaluates every mounted body again after the mount and each event.
func auditNotice(
  _ workload: any MeasurableWorkload, size: Int, variants: Int, audit: AuditPolicy
) -> String {
  let head = "\(workload.name) at \(formatGrouped(size)) \(workload.sizeName): audit: "
  switch audit.scope(atSize: size) {
  case nil:
    return head + "off (--audit off): no missed updates are looked for."
  case .rowsReachingChanges:
    return head + "changes (--audit \(audit)): after each pass it evaluates again "
      + "\(AuditScope.rowsReachingChanges); a row whose body reads a global, a clock or captured "
      + "state is not caught. --audit full audits every view. Each step is reported as it runs."
  case .everyView:
    let passes = workload.eventNames.count + 1
    return head + "full (--audit \(audit)): every pass is audited, "
      + "and the audit evaluates every mounted body again, so each of the \(variants) variant(s) "
      + "evaluates at least \(formatGrouped(passes * size)) bodies for the audit alone (\(passes) "
      + "passes × \(formatGrouped(size)) \(workload.sizeName)) besides those its events recompute: "
      + "expect minutes per variant. Each step is reported as it runs."
  }
}

/// Sizes from which a run reports its progress.
let largeSize = 10_000
/// Sizes from which a run also reports each step of each variant.
let stepProgressSize = 100_000

do {
  if options.mode == .list {
    print(listing(of: options.workloads))
    exit(0)
  }
  var reports: [RecomputeReport] = []
  for workload in options.workloads {
    let size = options.size ?? workload.defaultSize
    let variants = options.variants ?? workload.variantNames
    if size >= stepProgressSize || options.audit.scope(atSize: size) != .everyView {
      reportProgress(
        auditNotice(workload, size: size, variants: variants.count, audit: options.audit))
    }
    // Only --explain prints the explanations: a run of a million rows drops them.
    let runs = try await run(
      workload, variants, size: size, audit: options.audit, explains: options.explains,
      progress: size >= largeSize)
    // The sweep times the screens, so its hosts are not audited; it plays each variant, then
    // the same variants in a viewport.
    let sweepVariants =
      variants
      + workload.sweepVariantNames.filter { name in variants.contains { name.hasPrefix($0 + "-") } }
    var sweep: [[ScriptRun]] = []
    for sweepSize in options.sweepSizes(of: workload) {
      sweep.append(
        try await run(workload, sweepVariants, size: sweepSize, audit: .off, progress: true))
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
