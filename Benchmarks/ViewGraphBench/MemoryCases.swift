import BenchmarkSupport
import CRegistrarBenchSupport
import MechanicalPort
import ReadsPushedDown
import ViewGraph

/// The heap a mounted tree keeps, per node and per row: the difference between two sizes of the
/// same screen, so that what does not grow with it is left out.
@MainActor
func memoryCases() -> [Result] {
  guard registrar_bench_can_count_heap() else {
    reportProgress("memory: this C library does not report its heap; skipped")
    return []
  }
  let (small, large) = (1_000, 11_000)
  let rows = Double(large - small)

  let (rowBytes, rowNodes) = heapGrowth(
    small, large, prepare: { $0 },
    mount: { ViewHost(root: RowsScreen(rows: $0, handles: RowHandles())) })
  // A library row of variant C (reads pushed down): its nodes, state, subscriptions and
  // rendered output; the library and its books are made before, and left out.
  let (libraryBytes, libraryNodes) = heapGrowth(
    small, large, prepare: MechanicalPort.Library.init,
    mount: { ViewHost(root: ReadsPushedDown.LibraryScreen(library: $0)) })
  return [
    sizeResult("bytes per mounted node", nodes: rowNodes, bytes: rowBytes / Double(rowNodes)),
    sizeResult("bytes per mounted row", nodes: rowNodes, bytes: rowBytes / rows),
    sizeResult(
      "bytes per mounted library row (variant C)", nodes: libraryNodes,
      bytes: libraryBytes / rows),
  ]
}

/// The heap kept by the host that `mount` makes for `large` items, less the one for `small`.
///
/// Also the difference in mounted nodes. What `prepare` allocates is not counted.
@MainActor
private func heapGrowth<Input>(
  _ small: Int, _ large: Int, prepare: (Int) -> Input, mount: (Input) -> ViewHost
) -> (bytes: Double, nodes: Int) {
  var bytes: [Int] = []
  var nodes: [Int] = []
  for count in [small, large] {
    let input = prepare(count)
    let before = Int(registrar_bench_heap_bytes())
    let host = mount(input)
    bytes.append(Int(registrar_bench_heap_bytes()) - before)
    nodes.append(host.nodeCount)
    blackHole((input, host))
  }
  return (Double(bytes[1] - bytes[0]), nodes[1] - nodes[0])
}
