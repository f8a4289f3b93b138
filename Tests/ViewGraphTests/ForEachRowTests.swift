import Testing
import ViewGraph

/// A row with state of its own, shown as a button.
private struct Tally: View {
  let name: Int
  @State var count = 0

  var body: some View {
    Button("\(name): \(count)") { count += 1 }
  }
}

/// Rows over integers that are their own ids, which a button reverses.
private struct OwnIDs: View {
  @State var values = [1, 2, 3]

  var body: some View {
    VStack {
      Button("Reverse") { values.reverse() }
      ForEach(values, id: \.self) { Tally(name: $0) }
    }
  }
}

/// Rows over integers identified by a computed property of theirs.
private struct ComputedIDs: View {
  @State var values = [1, 2]

  var body: some View {
    VStack {
      Button("Swap") { values.swapAt(0, 1) }
      ForEach(values, id: \.byteSwapped) { Tally(name: $0) }
    }
  }
}

/// Rows of two texts each, which a button renames.
private struct TwoLineRows: View {
  @State var suffix = "a"

  var body: some View {
    VStack {
      Button("Rename") { suffix = "b" }
      ForEach(0..<2, id: \.self) { index in
        Text("title \(index)\(suffix)")
        Text("detail \(index)\(suffix)")
      }
    }
  }
}

/// A `ForEach` identifies each row by its element's id and appends each row's views, from the
/// second pass on without looking up the row type for each row.
@MainActor
@Suite("ForEach rows")
struct ForEachRowTests {
  @Test func integersThatAreTheirOwnIDsKeepTheirRowsWhenReordered() throws {
    let host = ViewHost(root: OwnIDs())
    try host.tap("3: 0")
    try host.tap("3: 1")
    try host.tap("1: 0")
    try host.tap("Reverse")
    #expect(
      host.nodes(ofType: Tally.self).map(\.path) == [
        "OwnIDs/VStack/Tally[1]#3", "OwnIDs/VStack/Tally[1]#2", "OwnIDs/VStack/Tally[1]#1",
      ])
    #expect(host.render().contains("Button(\"3: 2\")\n    Tally #2\n      Button(\"2: 0\")"))
    #expect(host.render().contains("Button(\"1: 1\")"))
  }

  @Test func integersIdentifiedByAComputedPropertyAreNotTheirOwnIDs() throws {
    let host = ViewHost(root: ComputedIDs())
    try host.tap("2: 0")
    try host.tap("Swap")
    // 1.byteSwapped is 2^56, 2.byteSwapped 2^57.
    #expect(
      host.nodes(ofType: Tally.self).map(\.path) == [
        "ComputedIDs/VStack/Tally[1]#144115188075855872",
        "ComputedIDs/VStack/Tally[1]#72057594037927936",
      ])
    #expect(host.render().contains("Button(\"2: 1\")"))
  }

  @Test func rowsOfSeveralViewsShowEachOfThemAgainOnLaterPasses() throws {
    let host = ViewHost(root: TwoLineRows())
    let texts = { host.nodes(ofType: Text.self).map(\.path) }
    let before = [
      "TwoLineRows/VStack/Text[1.0]#0", "TwoLineRows/VStack/Text[1.1]#0",
      "TwoLineRows/VStack/Text[1.0]#1", "TwoLineRows/VStack/Text[1.1]#1",
    ]
    #expect(texts() == before)
    try host.tap("Rename")
    #expect(texts() == before)
    #expect(
      host.render().hasSuffix(
        """
            Text("title 0b")
            Text("detail 0b")
            Text("title 1b")
            Text("detail 1b")

        """))
  }
}
