import Testing
import ViewGraph

/// A list of 100 rows identified by their numbers, changed by one row at a time.
private struct LongList: View {
  @State var numbers = Array(0..<100)

  var body: some View {
    VStack {
      Button("Delete 50") { numbers.remove(at: 50) }
      Button("Insert 1000 before 50") { numbers.insert(1000, at: 50) }
      Button("Move the last to the start") { numbers.insert(numbers.removeLast(), at: 0) }
      List {
        ForEach(numbers, id: \.self) { number in
          CounterRow(number: number)
        }
      }
    }
  }
}

private struct CounterRow: View {
  let number: Int
  @State var taps = 0

  var body: some View {
    Button("row \(number): \(taps)") { taps += 1 }
  }
}

/// Twenty rows, where a copy of row 3 (of the unchanged start) or of row 15 (of the unchanged
/// end) can be inserted in the middle.
private struct CopiedList: View {
  @State var ids = (0..<20).map { CopiedID(number: $0, copy: 0) }

  var body: some View {
    VStack {
      Button("Copy 3 into the middle") { ids.insert(CopiedID(number: 3, copy: 1), at: 10) }
      Button("Copy 15 into the middle") { ids.insert(CopiedID(number: 15, copy: 1), at: 10) }
      List {
        ForEach(ids, id: \.self) { id in
          CopiedRow(id: id)
        }
      }
    }
  }
}

private struct CopiedRow: View {
  let id: CopiedID
  @State var taps = 0

  var body: some View {
    Button("row \(id.number).\(id.copy): \(taps)") { taps += 1 }
  }
}

/// The children kept at the start and at the end of a long list are matched in order; each
/// change keeps every other row's state and identity, and duplicates are reported as before.
@MainActor
@Suite("Reconciliation of a list's unchanged ends")
struct ReconciliationEndsTests {
  private func rows(_ host: ViewHost) -> [String] {
    host.nodes(ofType: Button.self).compactMap { ($0.view as? Button)?.title }
      .filter { $0.hasPrefix("row ") }
  }

  /// Taps the rows `numbers` of a `LongList` once each.
  private func tap(_ numbers: [Int], in host: ViewHost) throws {
    for number in numbers { try host.tap("row \(number): 0") }
  }

  @Test func deletingOneRowInTheMiddleKeepsEveryOtherRowsStateAndIdentity() throws {
    let host = ViewHost(root: LongList())
    try tap([0, 49, 50, 51, 99], in: host)
    let report = try host.tap("Delete 50")
    let expected = (0..<100).filter { $0 != 50 }.map { number in
      "row \(number): \([0, 49, 51, 99].contains(number) ? 1 : 0)"
    }
    #expect(rows(host) == expected)
    // No row is mounted again (it would be evaluated for its identity).
    #expect(report.evaluations.map(\.viewType) == ["LongList"])
    #expect(report.issues.isEmpty)
    #expect(host.node(at: "LongList/VStack/List[3]/CounterRow#50") == nil)
    #expect(host.node(at: "LongList/VStack/List[3]/CounterRow#51")?.viewType == "CounterRow")
  }

  @Test func insertingOneRowInTheMiddleKeepsEveryOtherRowsStateAndIdentity() throws {
    let host = ViewHost(root: LongList())
    try tap([0, 49, 50, 99], in: host)
    let report = try host.tap("Insert 1000 before 50")
    let expected =
      (0..<50).map { "row \($0): \([0, 49].contains($0) ? 1 : 0)" } + ["row 1000: 0"]
      + (50..<100).map { "row \($0): \([50, 99].contains($0) ? 1 : 0)" }
    #expect(rows(host) == expected)
    #expect(report.evaluations.map(\.viewType) == ["LongList", "CounterRow"])
    #expect(report.evaluations.last?.reasons == [.identity])
    #expect(report.evaluations.last?.path == "LongList/VStack/List[3]/CounterRow#1000")
    #expect(report.issues.isEmpty)
  }

  @Test func movingTheLastRowToTheStartKeepsItsState() throws {
    let host = ViewHost(root: LongList())
    try tap([0, 98, 99], in: host)
    try host.tap("row 99: 1")
    let report = try host.tap("Move the last to the start")
    let expected =
      ["row 99: 2"] + (0..<99).map { "row \($0): \([0, 98].contains($0) ? 1 : 0)" }
    #expect(rows(host) == expected)
    #expect(report.evaluations.map(\.viewType) == ["LongList"])
  }

  @Test func aCopyOfAnUnchangedLeadingRowInTheMiddleIsReportedAndTheLeadingRowKept() throws {
    let host = ViewHost(root: CopiedList())
    try host.tap("row 3.0: 0")
    let report = try host.tap("Copy 3 into the middle")
    // The copy comes after row 3: it is the duplicate, and is not shown.
    #expect(rows(host) == (0..<20).map { "row \($0).0: \($0 == 3 ? 1 : 0)" })
    #expect(report.evaluations.map(\.viewType) == ["CopiedList"])
    #expect(report.issues.map(\.kind) == [.duplicateID])
    #expect(report.issues.first?.path == "CopiedList/VStack/List[2]")
    #expect(
      report.issues.first?.message
        == "two children have the same identity #3; only the first is shown")
  }

  @Test func aCopyOfAnUnchangedTrailingRowInTheMiddleTakesItsStateAndTheRowIsReported() throws {
    let host = ViewHost(root: CopiedList())
    try host.tap("row 15.0: 0")
    let report = try host.tap("Copy 15 into the middle")
    // The copy comes before row 15: it is shown where it is, with row 15's state and the copy's
    // value, and row 15, later, is the duplicate.
    let expected =
      (0..<10).map { "row \($0).0: 0" } + ["row 15.1: 1"]
      + (10..<20).filter { $0 != 15 }.map { "row \($0).0: 0" }
    #expect(rows(host) == expected)
    #expect(report.evaluations.map(\.viewType) == ["CopiedList", "CopiedRow"])
    #expect(report.issues.map(\.kind) == [.duplicateID])
    #expect(report.issues.first?.path == "CopiedList/VStack/List[2]")
    #expect(
      report.issues.first?.message
        == "two children have the same identity #15; only the first is shown")
  }
}
