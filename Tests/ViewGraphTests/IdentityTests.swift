import Testing
import ViewGraph

private struct Item: Identifiable, Equatable {
  let id: Int
  let name: String
}

private struct RowList: View {
  @State var items: [Item]

  var body: some View {
    VStack {
      Button("Insert") { items.insert(Item(id: 9, name: "nine"), at: 0) }
      Button("Remove first") { items.removeFirst() }
      Button("Reverse") { items.reverse() }
      List {
        ForEach(items) { item in
          Row(name: item.name)
        }
      }
    }
  }
}

private struct Row: View {
  let name: String
  @State var taps = 0

  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

/// Rows over ranges: one identified by its integers (which cannot repeat), one by a computed
/// property that repeats (`-2..<2` by magnitude: 2, 1, 0, 1).
private struct RangeRows: View {
  var body: some View {
    VStack {
      ForEach(0..<3, id: \.self) { number in
        Text("row \(number)")
      }
      ForEach(-2..<2, id: \.magnitude) { number in
        Text("signed \(number)")
      }
    }
  }
}

private struct DuplicateRows: View {
  var body: some View {
    VStack {
      ForEach([1, 2, 1, 3], id: \.self) { number in
        Text("row \(number)")
      }
    }
  }
}

/// An element whose `Int` id is not its first stored property.
private struct Shelf {
  let name: String
  let number: Int
}

/// An element that is a class, whose id has no offset in a value.
private final class Box {
  let number: Int
  init(number: Int) { self.number = number }
}

/// Rows identified by an `Int` at an offset within a struct, by a class's property, and by a
/// computed property, each list with one duplicate.
private struct IDSources: View {
  var body: some View {
    VStack {
      ForEach([Shelf(name: "a", number: 7), Shelf(name: "b", number: 8)], id: \.number) {
        Text($0.name)
      }
      ForEach([Box(number: 4), Box(number: 5), Box(number: 4)], id: \.number) {
        Text("box \($0.number)")
      }
      ForEach(["x", "yy", "zz"], id: \.count) { Text($0) }
    }
  }
}

private struct Branches: View {
  @State var flag = true

  var body: some View {
    VStack {
      Button("Switch") { flag.toggle() }
      if flag {
        Row(name: "same")
      } else {
        Row(name: "same")
      }
    }
  }
}

private struct Grouped: View {
  @State var showExtra = false

  var body: some View {
    VStack {
      Button("Extra") { showExtra.toggle() }
      Group {
        Text("in group")
        if showExtra {
          Text("extra")
        }
      }
      Text("after")
    }
  }
}

private struct Person: Equatable {
  var name: String
  var isAdmin: Bool
}

private struct PersonEditor: View {
  @State var person = Person(name: "Ada", isAdmin: false)

  var body: some View {
    VStack {
      TextField("Name", text: $person.name)
      Toggle("Admin", isOn: $person.isAdmin)
      PersonBadge(name: $person.name)
      EmptyView()
      HStack {
        Text("1")
        Text("2")
        Text("3")
        Text("4")
        Text("5")
        Text("6")
        Text("7")
        Text("8")
        Text("9")
        Text("10")
        Text("11")
      }
    }
  }
}

private struct PersonBadge: View {
  @Binding var name: String
  var body: some View {
    Text("badge " + name)
  }
}

@MainActor
@Suite("Identity and lifetime")
struct IdentityTests {
  private func makeHost() throws -> ViewHost {
    let host = ViewHost(
      root: RowList(items: [
        Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three"),
      ]))
    try host.tap("one 0")
    try host.tap("two 0")
    try host.tap("two 1")
    return host
  }

  private func buttons(_ host: ViewHost) -> [String] {
    host.nodes(ofType: Button.self).compactMap { ($0.view as? Button)?.title }
  }

  @Test func forEachInsertKeepsEachRowsStateByID() throws {
    let host = try makeHost()
    let report = try host.tap("Insert")
    #expect(buttons(host).suffix(4) == ["nine 0", "one 1", "two 2", "three 0"])
    #expect(report.evaluations.map(\.viewType) == ["RowList", "Row"])
    #expect(report.evaluations[1].reasons == [.identity])
    #expect(report.evaluations[1].path == "RowList/VStack/List[3]/Row#9")
  }

  @Test func forEachRemoveDestroysOnlyTheRemovedRowsState() throws {
    let host = try makeHost()
    let report = try host.tap("Remove first")
    #expect(buttons(host).suffix(2) == ["two 2", "three 0"])
    #expect(report.evaluations.map(\.viewType) == ["RowList"])
    #expect(host.node(at: "RowList/VStack/List[3]/Row#1") == nil)
    #expect(host.node(at: "RowList/VStack/List[3]/Row#2")?.viewType == "Row")
  }

  /// A node's snapshot keeps its parent's path and its own segment and joins them when its
  /// path is read: the path reads the same after the row, and the row's own parent (its
  /// `Button`'s), have left the graph.
  @Test func aNodesSnapshotReadsItsPathAfterTheNodeHasLeft() throws {
    let host = try makeHost()
    let rows = host.nodes(where: { $0.viewType == "Row" })
    let buttons = host.nodes(where: { ($0.view as? Button)?.title == "one 1" })
    let firstRow = try #require(rows.first)
    let firstButton = try #require(buttons.first)
    try host.tap("Remove first")
    #expect(host.node(at: "RowList/VStack/List[3]/Row#1") == nil)
    #expect(firstRow.path == "RowList/VStack/List[3]/Row#1")
    #expect(firstButton.path == "RowList/VStack/List[3]/Row#1/Button")
    #expect(firstRow.explicitIDs == [AnyHashable(1)])
  }

  @Test func forEachReorderKeepsEachRowsStateByID() throws {
    let host = try makeHost()
    let report = try host.tap("Reverse")
    #expect(buttons(host).suffix(3) == ["three 0", "two 2", "one 1"])
    #expect(report.evaluations.map(\.viewType) == ["RowList"])
  }

  @Test func duplicateForEachIDsAreReportedAndTheFirstRowKept() {
    let host = ViewHost(root: DuplicateRows())
    #expect(
      host.render() == """
        DuplicateRows
          VStack
            Text("row 1")
            Text("row 2")
            Text("row 3")

        """)
    let issues = host.mountReport.issues
    #expect(issues.map(\.kind) == [.duplicateID])
    #expect(issues.first?.path == "DuplicateRows/VStack")
    #expect(
      issues.first?.message
        == "ForEach<Array<Int>, Int, Text>: the ID 1 occurs multiple times within the "
        + "collection, this will give undefined results!")
  }

  @Test func aRangeIdentifiedByItselfMountsEveryRowAndARepeatedIDInARangeIsReported() {
    let host = ViewHost(root: RangeRows())
    #expect(
      host.nodes(ofType: Text.self).map(\.path) == [
        "RangeRows/VStack/Text[0]#0", "RangeRows/VStack/Text[0]#1", "RangeRows/VStack/Text[0]#2",
        "RangeRows/VStack/Text[1]#2", "RangeRows/VStack/Text[1]#1", "RangeRows/VStack/Text[1]#0",
      ])
    #expect(host.mountReport.issues.map(\.kind) == [.duplicateID])
    #expect(
      host.mountReport.issues.first?.message
        == "ForEach<Range<Int>, UInt, Text>: the ID 1 occurs multiple times within the "
        + "collection, this will give undefined results!")
  }

  @Test func forEachIntIDsAreReadFromAStoredPropertyAClassOrAComputedProperty() {
    let host = ViewHost(root: IDSources())
    let paths = host.nodes(ofType: Text.self).map(\.path)
    #expect(
      paths == [
        "IDSources/VStack/Text[0]#7", "IDSources/VStack/Text[0]#8",
        "IDSources/VStack/Text[1]#4", "IDSources/VStack/Text[1]#5",
        "IDSources/VStack/Text[2]#1", "IDSources/VStack/Text[2]#2",
      ])
    #expect(host.mountReport.issues.map(\.kind) == [.duplicateID, .duplicateID])
  }

  @Test func branchesOfAnIfElseAreDifferentIdentities() throws {
    let host = ViewHost(root: Branches())
    try host.tap("same 0")
    #expect(buttons(host) == ["Switch", "same 1"])
    let report = try host.tap("Switch")
    #expect(buttons(host) == ["Switch", "same 0"])
    #expect(report.evaluations.map(\.path) == ["Branches", "Branches/VStack/Row[1.else]"])
    #expect(report.evaluations[1].reasons == [.identity])
  }

  @Test func laterInitsOfTheSameIdentityAreIgnoredForState() throws {
    let host = ViewHost(root: RowList(items: [Item(id: 1, name: "one")]))
    try host.tap("one 0")
    try host.tap("Insert")
    #expect(
      host.nodes(ofType: Row.self).map(\.path) == [
        "RowList/VStack/List[3]/Row#9", "RowList/VStack/List[3]/Row#1",
      ])
    #expect(buttons(host).suffix(2) == ["nine 0", "one 1"])
  }

  @Test func groupChildrenJoinTheParentWithoutCollidingWithSiblings() throws {
    let host = ViewHost(root: Grouped())
    try host.tap("Extra")
    #expect(
      host.render() == """
        Grouped
          VStack
            Button("Extra")
            Text("in group")
            Text("extra")
            Text("after")

        """)
    #expect(
      host.nodes(ofType: Text.self).map(\.path) == [
        "Grouped/VStack/Text[1.group.0]", "Grouped/VStack/Text[1.group.1]",
        "Grouped/VStack/Text[2]",
      ])
  }

  @Test func bindingsIntoPartsOfStateWriteTheStateWhoseReadersDependOnAllOfIt() throws {
    let host = ViewHost(root: PersonEditor())
    // PersonEditor only makes the bindings; the badge reads the name through its own.
    let typed = try host.type("!", into: "Name")
    #expect(typed.printChangesLines == ["PersonBadge: _name changed."])
    #expect(typed.controlUpdates.map(\.viewType) == ["TextField", "Toggle"])
    // A read through a binding to a part is a read of the whole `@State` value.
    let toggled = try host.toggle("Admin")
    #expect(toggled.printChangesLines == ["PersonBadge: _name changed."])
    #expect(toggled.evaluations.map(\.isWasted) == [true])
    #expect(host.render().contains("Text(\"badge Ada!\")"))
    #expect(host.render().contains("Toggle(\"Admin\", isOn: true)"))
  }

  @Test func blocksOfAnyArityKeepTheirPositionsAndEmptyViewShowsNothing() {
    let host = ViewHost(root: PersonEditor())
    let texts = host.nodes(ofType: Text.self).filter { $0.path.contains("HStack") }
    #expect(texts.count == 11)
    #expect(texts.last?.path == "PersonEditor/VStack/HStack[4]/Text[10]")
    #expect(host.nodes(ofType: EmptyView.self).isEmpty)
  }
}
