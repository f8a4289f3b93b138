// viewgraph-bench: the view graph's own costs (`--help` says more).

import BenchmarkSupport
import ViewGraph

let samplesOption = CommandOption.samples(default: 11)
let command = BenchmarkCommand(
  name: "viewgraph-bench",
  abstract: "Measures ViewGraph's own costs, in nanoseconds: mounting 10 000 rows, updating one "
    + "row in trees of 100, 10 000 and 100 000 nodes (which must cost the same), the runtime's "
    + "overhead per body evaluation with and without a tracked read, and one row updated by a "
    + "tracked write. Progress goes to standard error; the results (median and 90th "
    + "percentile) to standard output.",
  options: [.jsonLines(oneObjectPer: "case"), samplesOption],
  examples: [
    "swift run -c release viewgraph-bench",
    "swift run -c release viewgraph-bench --samples 5 --json > viewgraph.jsonl",
  ])
let (arguments, samples) = parseCommandLine(command) { arguments in
  (arguments, try arguments.integer(samplesOption))
}

struct Result: Encodable {
  let `case`: String
  let nodes: Int
  let ns: Double
  let p90Ns: Double
}

func result(_ name: String, nodes: Int, _ measurement: Measurement) -> Result {
  reportProgress("\(name): \(formatNanoseconds(measurement.median)) ns")
  return Result(case: name, nodes: nodes, ns: measurement.median, p90Ns: measurement.p90)
}

/// The runtime's share of each evaluation in a pass: the pass minus the bodies it ran (timed
/// alone), sample by sample, over the number of evaluations.
func overheadPerEvaluation(
  pass: Measurement, bodies: Measurement, evaluations: Int
) -> Measurement {
  Measurement(
    samples: zip(pass.samples, bodies.samples).map {
      max(0, ($0 - $1) / Double(evaluations))
    })
}

@MainActor
func run() -> [Result] {
  var results: [Result] = []
  // Mounting 10 000 rows.
  var mountedNodes = 0
  let mount = measure(samples: samples, iterations: 1) { _ in
    let host = ViewHost(root: RowsScreen(rows: 10_000, handles: RowHandles()))
    mountedNodes = host.nodeCount
    blackHole(host)
  }
  results.append(result("mount 10 000 rows", nodes: mountedNodes, mount))

  // Updating one row in trees of growing size: the pass must cost the same.
  var updateMedians: [Double] = []
  // Three nodes per row (the row, its `onAppear` and its text) and two above them.
  for rows in [33, 3_333, 33_333] {
    let handles = RowHandles()
    let host = ViewHost(root: RowsScreen(rows: rows, handles: handles))
    let iterations = 200
    let update = measure(samples: samples, iterations: iterations) { index in
      handles.increment[(index &* 7_919) % rows]()
      blackHole(host.flush())
    }
    results.append(result("update 1 row", nodes: host.nodeCount, update))
    updateMedians.append(update.median)
  }
  reportProgress(
    "update 1 row, 100 000-node tree over 100-node tree: "
      + formatRatio(updateMedians[2], over: updateMedians[0]))

  // The runtime's overhead per evaluation: a pass re-evaluating 1 000 leaves, minus their bodies.
  let leaves = 1_000
  let ticker = Ticker()
  let host = ViewHost(root: LeafScreen(leaves: leaves, ticker: ticker))
  let pass = measure(samples: samples, iterations: 20) { _ in
    ticker.tick()
    blackHole(host.flush())
  }
  let bodies = measure(samples: samples, iterations: 20) { index in
    for leaf in 0..<leaves { blackHole(Leaf(id: leaf, value: index).body) }
  }
  let perEvaluation = overheadPerEvaluation(pass: pass, bodies: bodies, evaluations: leaves + 1)
  results.append(result("overhead per evaluation", nodes: host.nodeCount, perEvaluation))

  // The same pass when each leaf reads one tracked property: one scope installed (and the
  // previous one cancelled) per evaluation.
  let cells = (0..<leaves).map { _ in Cell() }
  let trackedTicker = Ticker()
  let trackedHost = ViewHost(root: TrackedLeafScreen(cells: cells, ticker: trackedTicker))
  let trackedPass = measure(samples: samples, iterations: 20) { _ in
    trackedTicker.tick()
    blackHole(trackedHost.flush())
  }
  let trackedBodies = measure(samples: samples, iterations: 20) { index in
    for leaf in 0..<leaves {
      blackHole(TrackedLeaf(id: leaf, value: index, cell: cells[leaf]).body)
    }
  }
  let perTrackedEvaluation = overheadPerEvaluation(
    pass: trackedPass, bodies: trackedBodies, evaluations: leaves + 1)
  results.append(
    result(
      "overhead per evaluation, 1 tracked read", nodes: trackedHost.nodeCount,
      perTrackedEvaluation))
  reportProgress(
    "tracked over untracked overhead per evaluation: "
      + formatRatio(perTrackedEvaluation.median, over: perEvaluation.median))

  // A tracked write re-evaluating one row of 10 000: fire, post, evaluate, re-install.
  let rowCells = (0..<10_000).map { _ in Cell() }
  let rowsHost = ViewHost(root: TrackedRowsScreen(cells: rowCells))
  let trackedUpdate = measure(samples: samples, iterations: 200) { index in
    rowCells[(index &* 7_919) % rowCells.count].value += 1
    blackHole(rowsHost.flush())
  }
  results.append(
    result("update 1 row by a tracked write", nodes: rowsHost.nodeCount, trackedUpdate))
  results += auditCost()
  return results
}

let results = MainActor.assumeIsolated { run() }

printResults(results, asJSON: arguments.flags.contains("--json")) {
  renderTable(
    header: ["case", "nodes", "median ns", "p90 ns"],
    rows: results.map {
      [$0.case, String($0.nodes), formatNanoseconds($0.ns), formatNanoseconds($0.p90Ns)]
    })
}
