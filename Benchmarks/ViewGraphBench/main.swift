// viewgraph-bench: the view graph's own costs (`--help` says more).

import BenchmarkSupport
import ViewGraph

let samplesOption = CommandOption.samples(default: 11)
let caseOption = CommandOption.choice(
  "--case", BenchCase.allCases.map(\.rawValue),
  "Run one group of cases only (for a profiler); all of them when absent.")
let command = BenchmarkCommand(
  name: "viewgraph-bench",
  abstract: "Measures ViewGraph's own costs, in nanoseconds: mounting 10 000 rows (and per "
    + "node), updating one row in trees of 100, 10 000 and 100 000 nodes (which must cost the "
    + "same), a pass with nothing to do in trees of 100 and 100 000 nodes (the same), the "
    + "runtime's cost per body evaluation beside the floor (the same bodies called directly and "
    + "their output compared) with and without a tracked read, one row updated by a tracked "
    + "write, a flush in a plain and in an audited host side by side; and, in bytes, the heap a mounted node, a mounted row and a mounted library row "
    + "(variant C's) keep. Progress goes to standard error; the results (median and 90th "
    + "percentile) to standard output.",
  options: [.jsonLines(oneObjectPer: "case"), samplesOption, caseOption],
  examples: [
    "swift run -c release viewgraph-bench",
    "swift run -c release viewgraph-bench --samples 5 --json > viewgraph.jsonl",
    "swift run -c release viewgraph-bench --case evaluation",
  ])
let (arguments, samples) = parseCommandLine(command) { arguments in
  (arguments, try arguments.integer(samplesOption))
}

/// The groups of cases `--case` selects.
enum BenchCase: String, CaseIterable {
  case mount
  case update
  case idle
  case evaluation
  case trackedUpdate = "tracked-update"
  case memory
  case audit

  /// Whether the command line selects this group.
  var isSelected: Bool {
    arguments.values["--case"].map { $0 == rawValue } ?? true
  }
}

/// One line of the results: a time (median and 90th percentile, in nanoseconds) or a size in
/// bytes.
struct Result: Encodable {
  let `case`: String
  let nodes: Int
  var ns: Double?
  var p90Ns: Double?
  var bytes: Double?
}

func result(_ name: String, nodes: Int, _ measurement: Measurement) -> Result {
  reportProgress("\(name): \(formatNanoseconds(measurement.median)) ns")
  return Result(case: name, nodes: nodes, ns: measurement.median, p90Ns: measurement.p90)
}

func sizeResult(_ name: String, nodes: Int, bytes: Double) -> Result {
  reportProgress("\(name): \(formatTenths(bytes)) bytes")
  return Result(case: name, nodes: nodes, bytes: bytes)
}

@MainActor
func run() -> [Result] {
  var results: [Result] = []
  if BenchCase.mount.isSelected { results += mountCases() }
  if BenchCase.update.isSelected { results += updateCases() }
  if BenchCase.idle.isSelected { results += idleCases() }
  if BenchCase.evaluation.isSelected { results += evaluationCases() }
  if BenchCase.trackedUpdate.isSelected { results += trackedUpdateCases() }
  if BenchCase.memory.isSelected { results += memoryCases() }
  if BenchCase.audit.isSelected { results += auditCost() }
  return results
}

let results = MainActor.assumeIsolated { run() }

printResults(results, asJSON: arguments.flags.contains("--json")) {
  renderTable(
    header: ["case", "nodes", "median ns", "p90 ns", "bytes"],
    rows: results.map {
      [
        $0.case, String($0.nodes), $0.ns.map(formatNanoseconds) ?? "–",
        $0.p90Ns.map(formatNanoseconds) ?? "–", $0.bytes.map(formatTenths) ?? "–",
      ]
    })
}
