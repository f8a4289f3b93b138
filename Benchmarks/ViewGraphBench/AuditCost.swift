import BenchmarkSupport
import ViewGraph

/// The cost of the missed-update audit: the same flush in a plain host and in an audited one
/// (which evaluates every mounted body again and reflects the models they reach), side by side.
///
/// Two flushes: one that re-evaluates 1 000 leaves (the audit's work is about the size of the
/// pass), and one that re-evaluates one row of 1 000 read-tracking rows (the audit still visits
/// the 1 000 rows and their models, so it dominates).
@MainActor
func auditCost() -> [Result] {
  var results: [Result] = []
  // The medians of the plain host, then of the audited one.
  var leafMedians: [Double] = []
  var rowMedians: [Double] = []
  for audits in [false, true] {
    let suffix = audits ? ", audited" : ""
    let ticker = Ticker()
    let leaves = ViewHost(
      root: LeafScreen(leaves: 1_000, ticker: ticker), auditsMissedUpdates: audits)
    let leafPass = measure(samples: samples, iterations: 5) { _ in
      ticker.tick()
      blackHole(leaves.flush())
    }
    results.append(result("pass over 1 000 leaves" + suffix, nodes: leaves.nodeCount, leafPass))
    let cells = (0..<1_000).map { _ in Cell() }
    let rows = ViewHost(root: TrackedRowsScreen(cells: cells), auditsMissedUpdates: audits)
    let rowUpdate = measure(samples: samples, iterations: 5) { index in
      cells[(index &* 7_919) % cells.count].value += 1
      blackHole(rows.flush())
    }
    results.append(
      result("update 1 of 1 000 tracked rows" + suffix, nodes: rows.nodeCount, rowUpdate))
    leafMedians.append(leafPass.median)
    rowMedians.append(rowUpdate.median)
  }
  reportProgress(
    "audited over plain, pass over 1 000 leaves: "
      + formatRatio(leafMedians[1], over: leafMedians[0]))
  reportProgress(
    "audited over plain, update 1 of 1 000 tracked rows: "
      + formatRatio(rowMedians[1], over: rowMedians[0]))
  return results
}
