import Testing
import ViewGraph

private struct Screen: View {
  @State var query = ""
  @State var syncing = false

  var body: some View {
    VStack {
      SearchBox(query: $query)
      Status(syncing: syncing)
      Toggle("Sync", isOn: $syncing)
      Button("Same") { syncing = syncing }
    }
  }
}

private struct SearchBox: View {
  @Binding var query: String
  var body: some View {
    HStack {
      TextField("Search", text: $query)
      if !query.isEmpty {
        Button("Clear") { query = "" }
      }
    }
  }
}

private struct Status: View {
  let syncing: Bool
  var body: some View {
    Text(syncing ? "Syncing…" : "Up to date")
  }
}

private struct Bodiless: View {
  typealias Body = Never
}

/// Forty rows, each evaluated when the bump changes; the first row can leave and come back.
private struct CountedRows: View {
  @State var bump = 0
  @State var dropsFirst = false

  var body: some View {
    VStack {
      Button("Bump") { bump += 1 }
      Button("Drop first") { dropsFirst.toggle() }
      ForEach((dropsFirst ? 1 : 0)..<40, id: \.self) { row in
        CountedRow(row: row, bump: bump)
      }
    }
  }
}

private struct CountedRow: View {
  let row: Int
  let bump: Int
  var body: some View { Text("\(row): \(bump)") }
}

@MainActor
@Suite("Instrumentation")
struct InstrumentationTests {
  @Test func mountEvaluatesEveryCustomViewOnceWithIdentityReason() {
    let host = ViewHost(root: Screen())
    #expect(host.mountReport.evaluations.map(\.reasons) == [[.identity], [.identity], [.identity]])
    // SwiftUI's first lines: `@self` alone without dynamic properties, otherwise `@self`,
    // `@identity` and every dynamic property.
    #expect(
      host.mountReport.printChangesLines == [
        "Screen: @self, @identity, _query, _syncing changed.",
        "SearchBox: @self, @identity, _query changed.", "Status: @self changed.",
      ])
    #expect(
      host.mountReport.evaluations.map(\.path) == [
        "Screen", "Screen/VStack/SearchBox[0]", "Screen/VStack/Status[1]",
      ])
    #expect(host.mountReport.wastedCount == 0)
  }

  @Test func printChangesLinesNameTheChangedProperty() throws {
    let host = ViewHost(root: Screen())
    // Screen only hands `$query` down: the reader, SearchBox, is the one recomputed.
    let report = try host.type("s", into: "Search")
    #expect(report.printChangesLines == ["SearchBox: _query changed."])
  }

  @Test func wastedEvaluationsAreThoseWhoseOwnOutputDidNotChange() throws {
    let host = ViewHost(root: Screen())
    let first = try host.type("s", into: "Search")
    // The text field shows the text by itself (a control update); SearchBox, which reads the
    // query, gains a Clear button.
    #expect(first.controlUpdates.map(\.viewType) == ["TextField"])
    #expect(first.evaluations.map(\.isWasted) == [false])
    #expect(first.wastedCount == 0)
    let second = try host.type("w", into: "Search")
    // The query is still not empty: SearchBox shows what the control update already showed.
    #expect(second.evaluations.map(\.isWasted) == [true])
    let sync = try host.toggle("Sync")
    // Screen reads `syncing` to pass it to Status; the toggle already showed the new value.
    #expect(sync.controlUpdates.map(\.viewType) == ["Toggle"])
    #expect(sync.printChangesLines == ["Screen: _syncing changed.", "Status: @self changed."])
    #expect(sync.evaluations.map(\.isWasted) == [true, false])
  }

  @Test func countersAreKeptPerViewTypePerNodeAndInTotal() throws {
    let host = ViewHost(root: Screen())
    try host.type("a", into: "Search")
    try host.toggle("Sync")
    // Mount 3; the keystroke SearchBox alone; the toggle Screen and Status.
    #expect(host.counters.total == 6)
    #expect(host.counters.byViewType == ["Screen": 2, "SearchBox": 2, "Status": 2])
    #expect(
      host.counters.byNode == [
        "Screen": 2, "Screen/VStack/SearchBox[0]": 2, "Screen/VStack/Status[1]": 2,
      ])
    host.resetCounters()
    #expect(host.counters.total == 0)
  }

  @Test func countersPerNodeStayExactForManyNodesAndIdentitiesThatComeBack() throws {
    let host = ViewHost(root: CountedRows())
    try host.tap("Bump")
    try host.tap("Bump")
    // Mount, then two bumps: the root and its 40 rows three times each.
    var expected = ["CountedRows": 3]
    for row in 0..<40 { expected["CountedRows/VStack/CountedRow[2]#\(row)"] = 3 }
    #expect(host.counters.byNode == expected)
    #expect(host.counters.total == 123)
    // Row 0 leaves (the root evaluated, no row) and comes back (the root and a new row 0):
    // the new identity keeps counting at the same path.
    try host.tap("Drop first")
    try host.tap("Drop first")
    expected["CountedRows"] = 5
    expected["CountedRows/VStack/CountedRow[2]#0"] = 4
    #expect(host.counters.byNode == expected)
    #expect(host.counters.byViewType == ["CountedRows": 5, "CountedRow": 121])
  }

  @Test func renderShowsTheCurrentTreeAsStableText() throws {
    let host = ViewHost(root: Screen())
    try host.type("swift", into: "Search")
    #expect(
      host.render() == """
        Screen
          VStack
            SearchBox
              HStack
                TextField("Search", text: "swift")
                Button("Clear")
            Status
              Text("Up to date")
            Toggle("Sync", isOn: false)
            Button("Same")

        """)
  }

  @Test func actionsOnMissingControlsThrowClearErrors() throws {
    let host = ViewHost(root: Screen())
    #expect(throws: ViewHostError.self) { try host.tap("Clear") }
    do {
      try host.tap("Clear")
    } catch {
      #expect(error.description == "no Button titled \"Clear\" in the tree; there are \"Same\"")
    }
    do {
      try host.type("x", into: "Name")
    } catch {
      #expect(
        error.description == "no TextField titled \"Name\" in the tree; there are \"Search\"")
    }
    do {
      try host.toggle("Wi-Fi")
    } catch {
      #expect(error.description == "no Toggle titled \"Wi-Fi\" in the tree; there are \"Sync\"")
    }
  }

  @Test func ambiguousTitlesThrowNamingEveryMatch() {
    let host = ViewHost(
      root: VStack {
        Button("Go") {}
        Button("Go") {}
      })
    do {
      try host.tap("Go")
      Issue.record("tap succeeded on an ambiguous title")
    } catch {
      #expect(error.description == "2 Buttons titled \"Go\": VStack/Button[0], VStack/Button[1]")
    }
  }

  @Test func aMissingTitleListsEveryControlOfTheTypeInTreeOrder() {
    let host = ViewHost(
      root: VStack {
        Button("Save") {}
        Toggle("Sync", isOn: .constant(false))
        Button("Cancel") {}
        Button("Add") {}
      })
    let error = #expect(throws: ViewHostError.self) { try host.tap("Delete") }
    #expect(
      error?.description
        == "no Button titled \"Delete\" in the tree; there are \"Save\", \"Cancel\", \"Add\"")
  }

  @Test func flushWithNothingDirtyRunsNoPass() {
    let host = ViewHost(root: Screen())
    let report = host.flush()
    #expect(report.passCount == 0)
    #expect(report.evaluations.isEmpty)
  }

  @Test func nodesAreFoundByTypeAndByIdentityPath() {
    let host = ViewHost(root: Screen())
    #expect(host.nodes(ofType: Status.self).map(\.path) == ["Screen/VStack/Status[1]"])
    #expect(host.node(at: "Screen/VStack/SearchBox[0]")?.viewType == "SearchBox")
    #expect(host.node(at: "Screen/Nothing") == nil)
  }

  @Test func aCustomViewWithoutABodyIsReportedNotCrashed() throws {
    let host = ViewHost(root: VStack { Bodiless() })
    let issue = try #require(host.mountReport.issues.first)
    #expect(issue.kind == .noBody)
    #expect(issue.path == "VStack/Bodiless")
    #expect(
      issue.message
        == "Bodiless declares `Body = Never` but is not a primitive of this module; it shows "
        + "nothing")
    #expect(host.render() == "VStack\n  Bodiless\n")
  }
}
