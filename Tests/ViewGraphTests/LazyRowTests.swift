import Testing
import ViewGraph

/// A row with its own state, whose title shows the state.
private struct Row: View {
  let id: Int
  var log = RowLog()
  @State var taps = 0

  var body: some View {
    Button("Row \(id): \(taps)") { taps += 1 }
      .onAppear { log.entries.append("appear \(id)") }
      .onDisappear { log.entries.append("disappear \(id)") }
  }
}

/// Where rows write when they appear and disappear.
private final class RowLog {
  var entries: [String] = []
}

private struct Rows: View {
  var log = RowLog()
  @State var ids = Array(0..<42)

  var body: some View {
    VStack {
      Button("Drop 0") { ids.removeAll { $0 == 0 } }
      Button("Restore 0") { ids.insert(0, at: 0) }
      List(ids, id: \.self) { id in Row(id: id, log: log) }
    }
  }
}

private struct EagerRows: View {
  var body: some View {
    ScrollView {
      VStack {
        ForEach(0..<42) { id in Row(id: id) }
      }
    }
  }
}

/// A row that shows its id: equal to itself, so skipped when its list is built again.
private struct Tile: View {
  let id: Int

  var body: some View {
    Text("Tile \(id)")
  }
}

/// Reads a value it does not show, beside a list of tiles: a tap re-evaluates it without
/// changing what it shows.
private struct TouchedRows: View {
  @State var touches = 0

  var body: some View {
    let _ = touches
    VStack {
      Button("Touch") { touches += 1 }
      List(0..<42, id: \.self) { id in Tile(id: id) }
    }
  }
}

private struct TwoLists: View {
  var body: some View {
    VStack {
      List(0..<3) { id in Row(id: id) }
      LazyVStack { ForEach(0..<3) { id in Row(id: id) } }
    }
  }
}

@MainActor
@Suite("Lazy containers", .serialized)
struct LazyRowTests {
  private func titles(_ host: ViewHost) -> [String] {
    host.nodes { $0.view is Button }.compactMap { ($0.view as? Button)?.title }
      .filter { $0.hasPrefix("Row") }
  }

  @Test func defaultViewportMountsEveryRow() {
    let host = ViewHost(root: Rows())
    // Rows, then one Row per id: 1 + 42.
    #expect(host.mountReport.evaluationCount == 43)
    #expect(titles(host).count == 42)
  }

  @Test func viewportMountsOnlyTheVisibleRows() {
    let host = ViewHost(root: Rows(), visibleRows: 15)
    // Rows, then the Rows 0..<15: 1 + 15.
    #expect(host.mountReport.evaluationCount == 16)
    #expect(host.mountReport.evaluationCount(of: "Row") == 15)
    // Rows, VStack, 2 buttons, List, and per visible row its Row, Button and onAppear and
    // onDisappear wrappers: 5 + 15 × 4.
    #expect(host.nodeCount == 65)
    #expect(titles(host) == (0..<15).map { "Row \($0): 0" })
  }

  @Test func scrollingMountsTheRowsThatComeIntoView() throws {
    let log = RowLog()
    let host = ViewHost(root: Rows(log: log), visibleRows: 15)
    log.entries = []
    let report = try host.scroll(toRow: 5)
    // Rows 15..<20 come in, each a new identity: 5 evaluations; rows 0..<5 leave.
    #expect(report.evaluationCount == 5)
    #expect(
      report.printChangesLines
        == Array(repeating: "Row: @self, @identity, _taps changed.", count: 5))
    #expect(titles(host) == (5..<20).map { "Row \($0): 0" })
    #expect(host.nodeCount == 65)
    #expect(
      log.entries.sorted()
        == ((0..<5).map { "disappear \($0)" } + (15..<20).map { "appear \($0)" }).sorted())
  }

  @Test func aRowThatScrollsAwayKeepsItsState() throws {
    let host = ViewHost(root: Rows(), visibleRows: 15)
    try host.tap("Row 0: 0")
    try host.scroll(toRow: 20)
    #expect(!titles(host).contains("Row 0: 1"))
    let back = try host.scroll(toRow: 0)
    // Rows 0..<15 come back, each evaluated once; row 0 still shows its tap.
    #expect(back.evaluationCount == 15)
    #expect(titles(host).first == "Row 0: 1")
  }

  @Test func aRowWhoseElementLeavesTheDataLosesItsState() throws {
    let host = ViewHost(root: Rows(), visibleRows: 15)
    try host.tap("Row 0: 0")
    try host.scroll(toRow: 20)
    try host.tap("Drop 0")
    try host.tap("Restore 0")
    try host.scroll(toRow: 0)
    #expect(titles(host).first == "Row 0: 0")
  }

  @Test func anEvaluationAfterAScrollAndItsUndoingIsWasted() throws {
    let host = ViewHost(root: TouchedRows(), visibleRows: 15)
    try host.scroll(toRow: 20)
    try host.scroll(toRow: 0)
    let touched = try host.tap("Touch")
    // TouchedRows reads touches: 1 evaluation (its tiles are equal and skipped). Its output
    // shows tiles 0..<15, as at its last evaluation (the mount): the scroll away and back
    // changed nothing it shows, so the evaluation is wasted.
    #expect(touched.evaluationCount == 1)
    #expect(touched.evaluationCount(of: "TouchedRows") == 1)
    #expect(touched.wastedCount == 1)
  }

  @Test func anEvaluationAfterAScrollShowsTheScrolledRowsAndIsNotWasted() throws {
    let host = ViewHost(root: TouchedRows(), visibleRows: 15)
    try host.scroll(toRow: 20)
    let touched = try host.tap("Touch")
    // 1 evaluation, of TouchedRows; its output shows tiles 20..<35 where its last evaluation
    // (the mount) showed tiles 0..<15: not wasted.
    #expect(touched.evaluationCount == 1)
    #expect(touched.wastedCount == 0)
    let again = try host.tap("Touch")
    // Nothing changed since that evaluation: wasted.
    #expect(again.evaluationCount == 1)
    #expect(again.wastedCount == 1)
  }

  @Test func scrollingStopsWhereTheLastRowIsAtTheBottom() throws {
    let host = ViewHost(root: Rows(), visibleRows: 15)
    try host.scroll(toRow: 40)
    // 42 rows, 15 visible: the first visible row is 27.
    #expect(titles(host) == (27..<42).map { "Row \($0): 0" })
  }

  @Test func scrollingPastTheRowsIsAnError() {
    let host = ViewHost(root: Rows(), visibleRows: 15)
    #expect {
      try host.scroll(toRow: 42)
    } throws: { error in
      "\(error)" == "List: row 42 is out of range: Rows/VStack/List[2] has 42 rows"
    }
  }

  @Test func scrollingWithoutAUniqueLazyContainerNamesThem() {
    let host = ViewHost(root: TwoLists(), visibleRows: 2)
    #expect {
      try host.scroll(toRow: 1)
    } throws: { error in
      "\(error)"
        == "2 lazy containers: TwoLists/VStack/List[0], TwoLists/VStack/LazyVStack[1]"
    }
    let lazyStack = host.nodes { $0.viewType == "LazyVStack" }[0]
    #expect(throws: Never.self) { try host.scroll(toRow: 1, in: lazyStack) }
  }

  @Test func eachLazyContainerHasItsOwnViewport() {
    let host = ViewHost(root: TwoLists(), visibleRows: 2)
    // TwoLists, then 2 rows of the List and 2 of the LazyVStack: 1 + 2 + 2.
    #expect(host.mountReport.evaluationCount == 5)
  }

  @Test func aScrollViewMountsEveryChildWhateverTheViewport() {
    let host = ViewHost(root: EagerRows(), visibleRows: 15)
    // EagerRows, then all 42 rows: a ScrollView over a VStack is not lazy.
    #expect(host.mountReport.evaluationCount == 43)
  }
}
