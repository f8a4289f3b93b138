import BenchmarkSupport
import ViewGraph

/// Mounting 10 000 rows: the whole mount, and per node.
@MainActor
func mountCases() -> [Result] {
  var mountedNodes = 0
  let mount = measure(samples: samples, iterations: 1) { _ in
    let host = ViewHost(root: RowsScreen(rows: 10_000, handles: RowHandles()))
    mountedNodes = host.nodeCount
    blackHole(host)
  }
  let perNode = Measurement(samples: mount.samples.map { $0 / Double(mountedNodes) })
  return [
    result("mount 10 000 rows", nodes: mountedNodes, mount),
    result("mount, per node", nodes: mountedNodes, perNode),
  ]
}

/// Updating one row in trees of growing size: the pass must cost the same.
@MainActor
func updateCases() -> [Result] {
  var results: [Result] = []
  var medians: [Double] = []
  // Three nodes per row (the row, its `onAppear` and its text) and two above them.
  for rows in [33, 3_333, 33_333] {
    let handles = RowHandles()
    let host = ViewHost(root: RowsScreen(rows: rows, handles: handles))
    let update = measure(samples: samples, iterations: 200) { index in
      handles.increment[(index &* 7_919) % rows]()
      blackHole(host.flush())
    }
    results.append(result("update 1 row", nodes: host.nodeCount, update))
    medians.append(update.median)
  }
  reportProgress(
    "update 1 row, 100 000-node tree over 100-node tree: "
      + formatRatio(medians[2], over: medians[0]))
  return results
}

/// A flush with nothing invalidated, in trees of 100 and 100 000 nodes: it must cost nothing
/// per mounted node.
@MainActor
func idleCases() -> [Result] {
  var results: [Result] = []
  var medians: [Double] = []
  for rows in [33, 33_333] {
    let host = ViewHost(root: RowsScreen(rows: rows, handles: RowHandles()))
    let idle = measure(samples: samples, iterations: 1_000) { _ in
      blackHole(host.flush())
    }
    results.append(result("pass with nothing to do", nodes: host.nodeCount, idle))
    medians.append(idle.median)
  }
  reportProgress(
    "pass with nothing to do, 100 000-node tree over 100-node tree: "
      + formatRatio(medians[1], over: medians[0]))
  return results
}

/// The runtime's cost per evaluation beside the floor, with and without a tracked read.
///
/// A pass re-evaluates a root and its 1 000 leaves (each leaf's input changes every time). The
/// floor is the same work without a runtime: each body called directly and its output compared
/// with the one before (what wasted detection needs).
@MainActor
func evaluationCases() -> [Result] {
  let leaves = 1_000
  let evaluations = Double(leaves + 1)
  func perEvaluation(_ measurement: Measurement) -> Measurement {
    Measurement(samples: measurement.samples.map { $0 / evaluations })
  }

  let ticker = Ticker()
  let host = ViewHost(root: LeafScreen(leaves: leaves, ticker: ticker))
  let screen = LeafScreen(leaves: leaves, ticker: Ticker())
  var outputs = [Text](repeating: Text(""), count: leaves)
  let floor = measure(samples: samples, iterations: 20) { index in
    blackHole(screen.body)
    for leaf in 0..<leaves {
      let output = Leaf(id: leaf, value: index).body
      blackHole(output != outputs[leaf])
      outputs[leaf] = output
    }
  }
  let pass = measure(samples: samples, iterations: 20) { _ in
    ticker.tick()
    blackHole(host.flush())
  }

  // The same pass when each leaf reads one tracked property: one scope installed (and the
  // previous one cancelled) per evaluation.
  let cells = (0..<leaves).map { _ in Cell() }
  let trackedTicker = Ticker()
  let trackedHost = ViewHost(root: TrackedLeafScreen(cells: cells, ticker: trackedTicker))
  let trackedScreen = TrackedLeafScreen(cells: cells, ticker: Ticker())
  let trackedFloor = measure(samples: samples, iterations: 20) { index in
    blackHole(trackedScreen.body)
    for leaf in 0..<leaves {
      let output = TrackedLeaf(id: leaf, value: index, cell: cells[leaf]).body
      blackHole(output != outputs[leaf])
      outputs[leaf] = output
    }
  }
  let trackedPass = measure(samples: samples, iterations: 20) { _ in
    trackedTicker.tick()
    blackHole(trackedHost.flush())
  }

  let overhead = overheadPerEvaluation(pass: pass, floor: floor, evaluations: evaluations)
  let trackedOverhead = overheadPerEvaluation(
    pass: trackedPass, floor: trackedFloor, evaluations: evaluations)
  reportProgress(
    "per evaluation, runtime over floor: "
      + formatRatio(pass.median, over: floor.median) + "; with 1 tracked read: "
      + formatRatio(trackedPass.median, over: trackedFloor.median))
  return [
    result("evaluation, floor", nodes: host.nodeCount, perEvaluation(floor)),
    result("evaluation, runtime", nodes: host.nodeCount, perEvaluation(pass)),
    result("overhead per evaluation", nodes: host.nodeCount, overhead),
    result(
      "evaluation with 1 tracked read, floor", nodes: trackedHost.nodeCount,
      perEvaluation(trackedFloor)),
    result(
      "evaluation with 1 tracked read, runtime", nodes: trackedHost.nodeCount,
      perEvaluation(trackedPass)),
    result(
      "overhead per evaluation, 1 tracked read", nodes: trackedHost.nodeCount,
      trackedOverhead),
  ]
}

/// The runtime's share of each evaluation in a pass: the pass minus the floor, sample by
/// sample, over the number of evaluations.
func overheadPerEvaluation(
  pass: Measurement, floor: Measurement, evaluations: Double
) -> Measurement {
  Measurement(
    samples: zip(pass.samples, floor.samples).map { max(0, ($0 - $1) / evaluations) })
}

/// A tracked write re-evaluating one row of 10 000: fire, post, evaluate, re-install.
@MainActor
func trackedUpdateCases() -> [Result] {
  let cells = (0..<10_000).map { _ in Cell() }
  let host = ViewHost(root: TrackedRowsScreen(cells: cells))
  let update = measure(samples: samples, iterations: 200) { index in
    cells[(index &* 7_919) % cells.count].value += 1
    blackHole(host.flush())
  }
  return [result("update 1 row by a tracked write", nodes: host.nodeCount, update)]
}
