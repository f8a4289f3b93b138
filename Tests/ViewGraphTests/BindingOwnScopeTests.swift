import Testing
import ViewGraph

private struct Chore: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

/// Hands `$chores` to a `ForEach` and reads nothing of it in its body: in SwiftUI the
/// `ForEach` reads the collection when it updates, so this body never depends on it.
private struct Chores: View {
  @State var chores = [
    Chore(id: 1, title: "A"), Chore(id: 2, title: "B"), Chore(id: 3, title: "C"),
  ]

  var body: some View {
    VStack {
      Text("Chores")
      ForEach($chores) { $chore in ChoreRow(title: chore.title, chore: $chore) }
      Button("Add") { chores.append(Chore(id: 4, title: "D")) }
      Button("Drop first") { chores.removeFirst() }
      Button("Reverse") { chores.reverse() }
    }
  }
}

/// Reads no field of its chore in its body (its title comes from the `ForEach`'s closure, its
/// mark is read by the toggle as a control); keeps a tap count of its own.
private struct ChoreRow: View {
  let title: String
  @Binding var chore: Chore
  @State var taps = 0

  var body: some View {
    HStack {
      Toggle(title, isOn: $chore.isDone)
      Button("Tap \(title)") { taps += 1 }
      Text("\(title) tapped \(taps)")
    }
  }
}

/// The same, with the rows made directly from the binding: `Text(chore.title)` reads the title
/// in the `ForEach`'s closure, so a rename updates the text with no body at all.
private struct TitleList: View {
  @State var chores = [Chore(id: 1, title: "A"), Chore(id: 2, title: "B")]

  var body: some View {
    List($chores) { $chore in Text(chore.title) }
    Button("Rename") { chores[0].title = "Z" }
  }
}

/// Shows its rows at the top of its body, not inside a container.
private struct ChoreSection: View {
  @Binding var chores: [Chore]

  var body: some View {
    ForEach($chores) { $chore in ChoreRow(title: chore.title, chore: $chore) }
  }
}

private struct SectionHost: View {
  @State var chores = [Chore(id: 1, title: "A"), Chore(id: 2, title: "B")]

  var body: some View {
    VStack {
      ChoreSection(chores: $chores)
      Button("Add") { chores.append(Chore(id: 3, title: "C")) }
    }
  }
}

/// A lazy list over a binding, longer than the viewport.
private struct LongList: View {
  @State var chores = (0..<10).map { Chore(id: $0, title: "\($0)") }

  var body: some View {
    List($chores) { $chore in ChoreRow(title: chore.title, chore: $chore) }
  }
}

/// Hands `$isAdding`, `$picked` and `$isConfirming` to presentation modifiers and reads none of
/// them in its body.
private struct Shelf: View {
  @State var isAdding = false
  @State var picked: Chore?
  @State var isConfirming = false

  var body: some View {
    VStack {
      Button("Add") { isAdding = true }
      Button("Pick 1") { picked = Chore(id: 1, title: "One") }
      Button("Pick 2") { picked = Chore(id: 2, title: "Two") }
      Button("Clear") { isConfirming = true }
    }
    .sheet(isPresented: $isAdding) { AddSheet() }
    .sheet(item: $picked) { chore in PickedSheet(title: chore.title) }
    .alert("Clear all?", isPresented: $isConfirming) { Button("Confirm") {} }
  }
}

private struct AddSheet: View {
  @Environment(\.dismiss) var dismiss
  var body: some View { Button("Done") { dismiss() } }
}

private struct PickedSheet: View {
  let title: String
  var body: some View { Text("Picked \(title)") }
}

/// Reads the presented state itself: it depends on it, as in SwiftUI.
private struct ShowsState: View {
  @State var isAdding = false

  var body: some View {
    VStack {
      Text(isAdding ? "Adding" : "Idle")
      Button("Add") { isAdding = true }
    }
    .sheet(isPresented: $isAdding) { AddSheet() }
  }
}

/// A `ForEach` over a binding and the presentation modifiers read their bindings in their own
/// update.
///
/// Not in the body that hands them the binding (issue 13). Counts derived by hand from
/// SwiftUI's rule: a body depends only on what it reads.
@MainActor
@Suite("ForEach over a binding and presentations read in their own scope")
struct BindingOwnScopeTests {
  @Test func writingAnElementThroughARowRecomputesNoBody() throws {
    let host = ViewHost(root: Chores())
    // Chores and its three rows.
    #expect(host.mountReport.evaluationCount == 4)
    let report = try host.toggle("B")
    // The toggle writes chores[1].isDone. Chores does not read chores; the ForEach reads it in
    // the VStack's own scope and makes the same rows (same titles, bindings to the same
    // elements): no row's input changed and no row body reads chores. 0 bodies (1 before: the
    // body that made the ForEach read the collection).
    #expect(report.evaluationCount == 0)
    // Without a body: the VStack makes its rows again, and each of the three toggles, which
    // reads chores through its binding (a read of the whole @State value), updates.
    #expect(
      report.controlUpdates.map(\.viewType).sorted() == ["Toggle", "Toggle", "Toggle", "VStack"])
    #expect(report.controlUpdates.allSatisfy { $0.line.hasSuffix("(control update, no body)") })
    #expect(host.render().contains(#"Toggle("B", isOn: true)"#))
  }

  @Test func insertingAnElementMountsOnlyItsRow() throws {
    let host = ViewHost(root: Chores())
    let report = try host.tap("Add")
    // Chore 4's row is a new identity: ChoreRow D, evaluated once. Chores does not read chores
    // (2 before: Chores, then the new row).
    #expect(report.printChangesLines == ["ChoreRow: @self, @identity, _chore, _taps changed."])
    #expect(host.render().contains(#"Toggle("D", isOn: false)"#))
  }

  @Test func removingAndReorderingMoveRowsWithTheirStateByID() throws {
    let host = ViewHost(root: Chores())
    try host.tap("Tap C")
    #expect(host.render().contains(#"Text("C tapped 1")"#))
    let dropped = try host.tap("Drop first")
    // Row A leaves. Rows B and C now bind to elements 0 and 1 instead of 1 and 2: their
    // bindings point elsewhere, so both recompute (_chore); Chores does not.
    #expect(
      dropped.printChangesLines == ["ChoreRow: _chore changed.", "ChoreRow: _chore changed."])
    #expect(!host.render().contains(#"Toggle("A""#))
    let reversed = try host.tap("Reverse")
    // [B, C] becomes [C, B]: both bindings move, both rows recompute, and each keeps its state.
    #expect(reversed.evaluationCount(of: "ChoreRow") == 2)
    #expect(reversed.evaluationCount(of: "Chores") == 0)
    let lines = host.render().split(separator: "\n").map { String($0.drop { $0 == " " }) }
    let c = try #require(lines.firstIndex(of: #"Text("C tapped 1")"#))
    let b = try #require(lines.firstIndex(of: #"Text("B tapped 0")"#))
    #expect(c < b)
  }

  @Test func aForEachAtTheTopOfABodyReadsInANodeOfItsOwn() throws {
    let host = ViewHost(root: SectionHost())
    // SectionHost, ChoreSection and its two rows.
    #expect(host.mountReport.evaluationCount == 4)
    let toggled = try host.toggle("A")
    // ChoreSection's body makes the ForEach but reads nothing of chores: 0 (1 before).
    #expect(toggled.evaluationCount == 0)
    let added = try host.tap("Add")
    // The new row alone; its siblings keep their bindings (1 before: ChoreSection, then row).
    #expect(added.printChangesLines == ["ChoreRow: @self, @identity, _chore, _taps changed."])
    #expect(host.render().contains(#"Toggle("C", isOn: false)"#))
  }

  @Test func scrollingAListOverABindingMountsTheRowsThatComeIntoView() throws {
    let host = ViewHost(root: LongList(), visibleRows: 3)
    // LongList and rows 0, 1, 2.
    #expect(host.mountReport.evaluationCount == 4)
    let report = try host.scroll(toRow: 5)
    // Rows 5, 6 and 7 mount (rows 0, 1, 2 are parked); the List reads chores in its own scope.
    #expect(report.evaluationCount(of: "ChoreRow") == 3)
    #expect(report.evaluationCount(of: "LongList") == 0)
    #expect(host.render().contains(#"Toggle("7", isOn: false)"#))
    #expect(!host.render().contains(#"Toggle("0", isOn: false)"#))
    // The rows made by the scroll still update from the collection without a body.
    #expect(try host.toggle("6").evaluationCount == 0)
    #expect(host.render().contains(#"Toggle("6", isOn: true)"#))
  }

  @Test func rowsMadeInTheClosureUpdateWithoutABody() throws {
    let host = ViewHost(root: TitleList())
    let report = try host.tap("Rename")
    // Only the ForEach's closure read the title: the List makes its rows again, no body runs
    // (1 before: TitleList, whose body read the collection and the title).
    #expect(report.evaluationCount == 0)
    #expect(
      report.controlUpdates.map(\.line) == ["List: _chores changed. (control update, no body)"])
    #expect(host.render().contains(#"Text("Z")"#))
  }

  @Test func presentingAndDismissingASheetRecomputesOnlyItsContent() throws {
    let host = ViewHost(root: Shelf())
    let shown = try host.tap("Add")
    // Shelf only hands out $isAdding: the sheet's content mounts (AddSheet, 1 body); Shelf is
    // not recomputed (2 before: Shelf, then AddSheet).
    #expect(shown.printChangesLines == ["AddSheet: @self, @identity, _dismiss changed."])
    #expect(shown.controlUpdates.map(\.reasons) == [[.property("_isAdding")]])
    #expect(host.render().contains("Sheet\n"))
    let dismissed = try host.tap("Done")
    // The dismiss action sets isAdding to false: the content leaves, no body runs (1 before).
    #expect(dismissed.evaluationCount == 0)
    #expect(!host.render().contains("AddSheet"))
    try host.tap("Add")
    // The host's dismissal (a swipe) is the same write.
    #expect(try host.dismissSheet().evaluationCount == 0)
  }

  @Test func anItemSheetMountsTheContentOfEachItemWithoutTheScreen() throws {
    let host = ViewHost(root: Shelf())
    let first = try host.tap("Pick 1")
    // PickedSheet for item 1 (1 body); Shelf does not read picked (2 before).
    #expect(first.printChangesLines == ["PickedSheet: @self changed."])
    let second = try host.tap("Pick 2")
    // Another item is another identity: item 2's PickedSheet mounts, item 1's leaves.
    #expect(second.printChangesLines == ["PickedSheet: @self changed."])
    #expect(host.render().contains(#"Text("Picked Two")"#))
    #expect(!host.render().contains(#"Text("Picked One")"#))
  }

  @Test func presentingAnAlertRecomputesNoBody() throws {
    let host = ViewHost(root: Shelf())
    let shown = try host.tap("Clear")
    // The alert is primitives only, and Shelf does not read isConfirming: 0 (1 before).
    #expect(shown.evaluationCount == 0)
    #expect(host.render().contains(#"Alert("Clear all?")"#))
    let closed = try host.tap("Confirm")
    #expect(closed.evaluationCount == 0)
    #expect(!host.render().contains("Alert"))
  }

  @Test func aBodyThatReadsThePresentedStateStillRecomputes() throws {
    let host = ViewHost(root: ShowsState())
    let shown = try host.tap("Add")
    // ShowsState reads isAdding (its text); the sheet's content mounts.
    #expect(
      shown.printChangesLines == [
        "ShowsState: _isAdding changed.", "AddSheet: @self, @identity, _dismiss changed.",
      ])
    #expect(host.render().contains(#"Text("Adding")"#))
  }
}
