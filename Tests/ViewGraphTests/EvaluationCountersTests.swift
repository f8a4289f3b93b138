import Testing
import ViewGraph

/// Four rows, each with its own tick (tapping "Tick 2" evaluates row 2 alone); row 0 can leave
/// and come back, and the header's text can change.
private struct TickScreen: View {
  @State var dropsFirst = false
  @State var title = "Ticks"

  var body: some View {
    VStack {
      Button("Drop first") { dropsFirst.toggle() }
      Button("Rename") { title += "!" }
      Header(title: title)
      ForEach((dropsFirst ? 1 : 0)..<4, id: \.self) { row in
        TickRow(row: row)
      }
    }
  }
}

private struct Header: View {
  let title: String
  var body: some View { Text(title) }
}

private struct TickRow: View {
  let row: Int
  @State var ticks = 0
  var body: some View {
    HStack {
      Text("\(row): \(ticks)")
      Button("Tick \(row)") { ticks += 1 }
    }
  }
}

/// A field whose binding and title change in the same action, so that its evaluation has two
/// reasons.
private struct TwoReasonScreen: View {
  @State var query = ""
  @State var title = "Search"

  var body: some View {
    VStack {
      Button("Both") {
        query += "a"
        title += "!"
      }
      Field(query: $query, title: title)
    }
  }
}

private struct Field: View {
  @Binding var query: String
  let title: String
  var body: some View { Text("\(title): \(query)") }
}

@MainActor
@Suite("EvaluationCounters")
struct EvaluationCountersTests {
  private let root = "TickScreen"
  private let header = "TickScreen/VStack/Header[2]"
  private func row(_ index: Int) -> String { "TickScreen/VStack/TickRow[3]#\(index)" }

  @Test func countsPerNodePerTypeAndInTotalFromTheMount() throws {
    let host = ViewHost(root: TickScreen())
    try host.tap("Tick 2")
    try host.tap("Tick 2")
    try host.tap("Rename")
    // Mount: the root, the header and four rows; two ticks of row 2; the rename evaluates the
    // root and the header (the rows' values are the same).
    #expect(host.counters.total == 10)
    #expect(host.counters.byViewType == ["TickScreen": 2, "Header": 2, "TickRow": 6])
    #expect(
      host.counters.byNode == [
        root: 2, header: 2, row(0): 1, row(1): 1, row(2): 3, row(3): 1,
      ])
  }

  @Test func resetCountsFromZeroAndForgetsEveryType() throws {
    let host = ViewHost(root: TickScreen())
    host.resetCounters()
    #expect(host.counters.total == 0)
    #expect(host.counters.byViewType == [:])
    #expect(host.counters.byNode == [:])
    let other = ViewHost(root: Header(title: "Other"))
    other.resetCounters()
    #expect(host.counters == other.counters)
    try host.tap("Tick 1")
    #expect(host.counters.total == 1)
    #expect(host.counters.byViewType == ["TickRow": 1])
    #expect(host.counters.byNode == [row(1): 1])
  }

  /// After a reset, nodes evaluated in another order than before are counted each at its own
  /// path: row 0 comes after rows 3, 2 and 1, whose entries took the places the mount had
  /// given the root and the first rows.
  @Test func afterAResetNodesEvaluatedInAnotherOrderKeepTheirOwnCounts() throws {
    let host = ViewHost(root: TickScreen())
    host.resetCounters()
    for tick in ["Tick 3", "Tick 2", "Tick 1", "Tick 0", "Tick 2", "Tick 0"] {
      try host.tap(tick)
    }
    try host.tap("Rename")
    #expect(host.counters.total == 8)
    #expect(host.counters.byViewType == ["TickScreen": 1, "Header": 1, "TickRow": 6])
    #expect(
      host.counters.byNode == [
        root: 1, header: 1, row(0): 2, row(1): 1, row(2): 2, row(3): 1,
      ])
  }

  @Test func anIdentityThatLeavesAndComesBackKeepsCountingAtItsPath() throws {
    let host = ViewHost(root: TickScreen())
    try host.tap("Tick 0")
    // Row 0 leaves (the root alone evaluated), then comes back: a new identity, first
    // evaluated with the root.
    try host.tap("Drop first")
    try host.tap("Drop first")
    try host.tap("Tick 0")
    #expect(host.counters.total == 11)
    #expect(host.counters.byViewType == ["TickScreen": 3, "Header": 1, "TickRow": 7])
    #expect(
      host.counters.byNode == [
        root: 3, header: 1, row(0): 4, row(1): 1, row(2): 1, row(3): 1,
      ])
  }

  @Test func anIdentityThatLeftBeforeAResetCountsFromZeroWhenItComesBack() throws {
    let host = ViewHost(root: TickScreen())
    try host.tap("Drop first")
    host.resetCounters()
    try host.tap("Drop first")
    try host.tap("Tick 0")
    #expect(host.counters.total == 3)
    #expect(host.counters.byViewType == ["TickScreen": 1, "TickRow": 2])
    #expect(host.counters.byNode == [root: 1, row(0): 2])
  }

  @Test func countersAreValuesThatAreEqualWhenTheirCountsAre() throws {
    let host = ViewHost(root: TickScreen())
    let atMount = host.counters
    try host.tap("Tick 1")
    // The copy taken before does not move.
    #expect(atMount.total == 6)
    #expect(atMount.byNode[row(1)] == 1)
    #expect(host.counters.byNode[row(1)] == 2)
    #expect(atMount != host.counters)
    #expect(atMount == ViewHost(root: TickScreen()).counters)
  }
}

@MainActor
@Suite("Evaluation reasons")
struct EvaluationReasonsTests {
  @Test func eachKindOfReasonReadsBackAsItWasRecorded() throws {
    let host = ViewHost(root: TickScreen())
    #expect(host.mountReport.evaluations.map(\.reasons) == Array(repeating: [.identity], count: 6))
    #expect(
      host.mountReport.printChangesLines == [
        "TickScreen: @self, @identity, _dropsFirst, _title changed.", "Header: @self changed.",
        "TickRow: @self, @identity, _ticks changed.", "TickRow: @self, @identity, _ticks changed.",
        "TickRow: @self, @identity, _ticks changed.", "TickRow: @self, @identity, _ticks changed.",
      ])
    let rename = try host.tap("Rename")
    #expect(rename.evaluations.map(\.reasons) == [[.property("_title")], [.selfChanged]])
    #expect(
      rename.printChangesLines == ["TickScreen: _title changed.", "Header: @self changed."])
  }

  @Test func twoReasonsAreKeptInOrder() throws {
    let host = ViewHost(root: TwoReasonScreen())
    let report = try host.tap("Both")
    #expect(
      report.evaluations.map(\.reasons) == [
        [.property("_title")], [.property("_query"), .selfChanged],
      ])
    #expect(
      report.printChangesLines == [
        "TwoReasonScreen: _title changed.", "Field: _query, @self changed.",
      ])
  }

  @Test func anEvaluationIsSevenWordsWhateverItsReasons() {
    // The pass and the flag (8), the path as parent and segment (32), the type (8), and the
    // reasons (8: `[.identity]` and `[.selfChanged]` without an array, any others in one).
    #expect(MemoryLayout<Evaluation>.size == 56)
  }

  @Test func evaluationsAreEqualAndHashAlikeWhenEveryPropertyIs() throws {
    let first = ViewHost(root: TickScreen())
    let second = ViewHost(root: TickScreen())
    #expect(first.mountReport.evaluations == second.mountReport.evaluations)
    #expect(Set(first.mountReport.evaluations).count == 6)
    let rename = try first.tap("Rename")
    let secondRename = try second.tap("Rename")
    #expect(rename.evaluations == secondRename.evaluations)
    // The header's rename (`@self`) is not its mount (`@identity`).
    #expect(rename.evaluations[1] != first.mountReport.evaluations[1])
    #expect(
      Set(first.mountReport.evaluations + rename.evaluations + secondRename.evaluations).count
        == 8)
  }
}
