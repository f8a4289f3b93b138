import ReadTracking
import Testing
import ViewGraph

private typealias PlainShelf = ReadModels.PlainShelf

/// A thousand text rows, of which a button renames the last.
private struct LongList: View {
  @State var titles = (0..<1000).map { "Row \($0)" }

  var body: some View {
    VStack {
      Button("Rename last") { titles[999] = "Last" }
      ForEach(titles.indices, id: \.self) { index in Text(titles[index]) }
    }
  }
}

/// A thousand rows that all show the same text, whose identities a button replaces.
private struct SameLines: View {
  @State var ids = Array(0..<1000)

  var body: some View {
    VStack {
      Button("Shift") { ids = ids.map { $0 + 1000 } }
      ForEach(ids, id: \.self) { _ in Text("Same") }
    }
  }
}

/// A thousand custom rows, shown by their ids; a button replaces the last id.
private struct CustomRows: View {
  @State var ids = Array(0..<1000)

  var body: some View {
    VStack {
      Button("Replace last") { ids[999] = 5000 }
      ForEach(ids, id: \.self) { Cell(id: String($0)) }
    }
  }
}

/// Custom rows whose ids a button replaces by ids that read the same, one of which holds a
/// newline: `  Cell #a\n  Cell #b` before (one line, indented by 2 below the stack), `  Cell #a`
/// and `  Cell #b` after.
private struct NewlineIDs: View {
  @State var ids = ["a\n  Cell #b"]

  var body: some View {
    VStack {
      Button("Split") { ids = ["a", "b"] }
      ForEach(ids, id: \.self) { Cell(id: $0) }
    }
  }
}

private struct Cell: View {
  let id: String
  var body: some View { Text("cell") }
}

/// A stack of an inner stack and a text, whose branch a button flips: the same lines either way.
private struct SameNesting: View {
  @State var flipped = false

  var body: some View {
    Button("Flip") { flipped.toggle() }
    if flipped {
      VStack {
        HStack { Text("a") }
        Text("b")
      }
    } else {
      VStack {
        HStack { Text("a") }
        Text("b")
      }
    }
  }
}

/// A text that a button moves out of an inner stack: the same line, indented less.
private struct Unnesting: View {
  @State var nested = true

  var body: some View {
    Button("Unnest") { nested = false }
    VStack {
      if nested {
        HStack {
          Text("a")
          Text("b")
        }
      } else {
        HStack { Text("a") }
        Text("b")
      }
    }
  }
}

/// A thousand lines of plain books, outside any row.
private struct PlainLines: View {
  let shelf: PlainShelf

  var body: some View {
    VStack {
      ForEach(shelf.books, id: \.id) { book in Text(book.title) }
    }
  }
}

/// An empty view that a button disables: `.disabled(false)` shows nothing, `.disabled(true)` a
/// `Disabled` line, with no children either way.
private struct DisablesNothing: View {
  @State var disabled = false

  var body: some View {
    Button("Disable") { disabled = true }
    EmptyView().disabled(disabled)
    Text("a")
  }
}

/// A text that a button puts after an empty view enabled, which shows nothing: the same lines.
private struct TransparentBranch: View {
  @State var flipped = false

  var body: some View {
    Button("Flip") { flipped.toggle() }
    if flipped {
      EmptyView().disabled(false)
      Text("a")
    } else {
      Text("a")
    }
  }
}

/// A toggle in either branch of a condition, bound to one state or the other; the first button
/// flips the branch, the second also switches on the state that only the other branch's toggle
/// reads (so no control update comes first).
private struct ToggleBranch: View {
  @State var flipped = false
  @State var isOn = false
  @State var otherIsOn = false

  var body: some View {
    Button("Flip") { flipped.toggle() }
    Button("Flip and switch") {
      flipped.toggle()
      isOn = true
    }
    if flipped {
      Toggle("On", isOn: $isOn)
    } else {
      Toggle("On", isOn: $otherIsOn)
    }
  }
}

/// A stack whose only text a button removes: `VStack` and its text, then `VStack` alone.
private struct EmptiedStack: View {
  @State var shown = true

  var body: some View {
    Button("Empty") { shown = false }
    VStack {
      if shown { Text("a") }
    }
  }
}

/// A text that a button replaces by a button of the same title: `Text("Go")` then
/// `Button("Go")`, two types whose lines start apart; and a button in either branch of a
/// condition, the same `Button("Same")` in both.
private struct TextOrButton: View {
  @State var showsButton = false
  @State var flipped = false

  var body: some View {
    Button("Show button") { showsButton = true }
    Button("Flip") { flipped.toggle() }
    if showsButton {
      Button("Go") {}
    } else {
      Text("Go")
    }
    if flipped {
      Button("Same") {}
    } else {
      Button("Same") {}
    }
  }
}

/// A stack whose kind a button changes, with the same text inside: `HStack` then `VStack`; and a
/// divider that a button replaces by a spacer, neither with children.
private struct StackKinds: View {
  @State var vertical = false
  @State var spaced = false

  var body: some View {
    Button("Turn") { vertical = true }
    Button("Space") { spaced = true }
    if vertical {
      VStack { Text("a") }
    } else {
      HStack { Text("a") }
    }
    if spaced {
      Spacer()
    } else {
      Divider()
    }
  }
}

/// Three stacks nested in a stack, with a text in each and one after the outer stack: a button
/// flips the branch (the same lines), one changes the innermost text, one the text after the
/// stacks, read once every level has been left.
private struct DeepNesting: View {
  @State var flipped = false
  @State var inner = "a"
  @State var last = "e"

  var body: some View {
    Button("Flip") { flipped.toggle() }
    Button("Change inner") { inner = "z" }
    Button("Change last") { last = "f" }
    if flipped {
      VStack {
        HStack {
          ZStack { Text(inner) }
          Text("b")
        }
        Text("c")
      }
    } else {
      VStack {
        HStack {
          ZStack { Text(inner) }
          Text("b")
        }
        Text("c")
      }
    }
    Text(last)
  }
}

/// Wasted detection and the audit compare outputs line by line, from the parts of each line,
/// without their text: the verdicts are those of comparing the texts.
@MainActor
@Suite("Output comparison")
struct OutputComparisonTests {
  @Test func anOutputThatDiffersOnlyInTheLastOfAThousandRowsIsNotWasted() throws {
    let host = ViewHost(root: LongList())
    let report = try host.tap("Rename last")
    // LongList reads the titles: recomputed once; its 1 002nd line changed.
    #expect(report.evaluations.map(\.viewType) == ["LongList"])
    #expect(report.evaluations.map(\.isWasted) == [false])
  }

  @Test func rowsWhoseIdentitiesChangeButWhoseLinesReadTheSameAreWasted() throws {
    let host = ViewHost(root: SameLines())
    let report = try host.tap("Shift")
    // Every row is a new identity, and every line is still `Text("Same")`.
    #expect(report.evaluations.map(\.viewType) == ["SameLines"])
    #expect(report.evaluations.map(\.isWasted) == [true])
  }

  @Test func aCustomRowWhoseIDChangesAtTheEndIsNotWasted() throws {
    let host = ViewHost(root: CustomRows())
    let report = try host.tap("Replace last")
    // CustomRows shows `Cell #999` as `Cell #5000` now; the new cell is evaluated for the
    // first time, which is never wasted.
    #expect(report.evaluations.map(\.viewType) == ["CustomRows", "Cell"])
    #expect(report.evaluations.map(\.isWasted) == [false, false])
  }

  @Test func linesThatReadTheSameThroughAnIDHoldingANewlineAreWasted() throws {
    let host = ViewHost(root: NewlineIDs())
    let report = try host.tap("Split")
    // Before, one cell whose line is `Cell #a`, newline, two spaces, `Cell #b`; after, two cells
    // whose lines (indented by 2) are those two: the same text, so the evaluation of NewlineIDs is wasted. The two
    // new cells are evaluated for the first time.
    #expect(report.evaluations.map(\.viewType) == ["NewlineIDs", "Cell", "Cell"])
    #expect(report.evaluations.map(\.isWasted) == [true, false, false])
  }

  @Test func aTextAfterAnInnerStackInEitherBranchIsWasted() throws {
    let host = ViewHost(root: SameNesting())
    let report = try host.tap("Flip")
    // Both branches show `VStack`, `  HStack`, `    Text("a")`, `  Text("b")`: the new branch
    // shows the same lines, so the one evaluation of SameNesting is wasted.
    #expect(report.evaluations.map(\.viewType) == ["SameNesting"])
    #expect(report.evaluations.map(\.isWasted) == [true])
  }

  @Test func theSameLinesThreeStacksDeepAreWasted() throws {
    let host = ViewHost(root: DeepNesting())
    let report = try host.tap("Flip")
    // Both branches show `VStack`, `  HStack`, `    ZStack`, `      Text("a")`, `    Text("b")`,
    // `  Text("c")`, then `Text("e")` after them.
    #expect(report.evaluations.map(\.viewType) == ["DeepNesting"])
    #expect(report.evaluations.map(\.isWasted) == [true])
  }

  @Test func aTextChangedThreeStacksDeepIsNotWasted() throws {
    let host = ViewHost(root: DeepNesting())
    let report = try host.tap("Change inner")
    // `      Text("a")` becomes `      Text("z")`, in the innermost stack.
    #expect(report.evaluations.map(\.viewType) == ["DeepNesting"])
    #expect(report.evaluations.map(\.isWasted) == [false])
  }

  @Test func aTextChangedAfterThreeNestedStacksIsNotWasted() throws {
    let host = ViewHost(root: DeepNesting())
    let report = try host.tap("Change last")
    // `Text("e")` becomes `Text("f")`, read after leaving the three stacks.
    #expect(report.evaluations.map(\.viewType) == ["DeepNesting"])
    #expect(report.evaluations.map(\.isWasted) == [false])
    #expect(host.render().hasSuffix("\n  Text(\"f\")\n"))
  }

  @Test func aTextMovedOutOfAnInnerStackIsNotWasted() throws {
    let host = ViewHost(root: Unnesting())
    let report = try host.tap("Unnest")
    // `    Text("b")` (in the HStack) becomes `  Text("b")` (after it): the same text at
    // another indentation is another output.
    #expect(report.evaluations.map(\.viewType) == ["Unnesting"])
    #expect(report.evaluations.map(\.isWasted) == [false])
  }

  @Test func aChildlessPrimitiveThatComesToShowALineIsNotWasted() throws {
    let host = ViewHost(root: DisablesNothing())
    let report = try host.tap("Disable")
    // The empty view's `.disabled` shows nothing, then a `Disabled` line above `Text("a")`: its
    // value is another, and so is its line, which was none.
    #expect(report.evaluations.map(\.viewType) == ["DisablesNothing"])
    #expect(report.evaluations.map(\.isWasted) == [false])
  }

  @Test func aChildlessPrimitiveThatShowsNothingIsPassedOver() throws {
    let host = ViewHost(root: TransparentBranch())
    let report = try host.tap("Flip")
    // `Text("a")` alone, then an enabled empty view (no line) and `Text("a")`: the same text.
    #expect(report.evaluations.map(\.viewType) == ["TransparentBranch"])
    #expect(report.evaluations.map(\.isWasted) == [true])
  }

  @Test func aControlInTheOtherBranchWithTheSameResolvedLineIsWasted() throws {
    let host = ViewHost(root: ToggleBranch())
    let report = try host.tap("Flip")
    // Another toggle node, resolved to the same `Toggle("On", isOn: false)`.
    #expect(report.evaluations.map(\.viewType) == ["ToggleBranch"])
    #expect(report.evaluations.map(\.isWasted) == [true])
  }

  @Test func aControlInTheOtherBranchWithAnotherResolvedLineIsNotWasted() throws {
    let host = ViewHost(root: ToggleBranch())
    let report = try host.tap("Flip and switch")
    // The new toggle resolves to `isOn: true`, where the old one showed `isOn: false`.
    #expect(report.evaluations.map(\.viewType) == ["ToggleBranch"])
    #expect(report.evaluations.map(\.isWasted) == [false])
  }

  @Test func aTextReplacedByAButtonOfTheSameTitleIsNotWasted() throws {
    let host = ViewHost(root: TextOrButton())
    let report = try host.tap("Show button")
    // `Text("Go")` becomes `Button("Go")`: told apart by the starts of their lines.
    #expect(report.evaluations.map(\.viewType) == ["TextOrButton"])
    #expect(report.evaluations.map(\.isWasted) == [false])
    #expect(host.render().contains("Button(\"Go\")"))
  }

  @Test func theSameButtonInTheOtherBranchIsWasted() throws {
    let host = ViewHost(root: TextOrButton())
    let report = try host.tap("Flip")
    // Another button node, with the same `Button("Same")` line.
    #expect(report.evaluations.map(\.viewType) == ["TextOrButton"])
    #expect(report.evaluations.map(\.isWasted) == [true])
  }

  @Test func aStackThatBecomesAnotherKindOfStackIsNotWasted() throws {
    let host = ViewHost(root: StackKinds())
    let report = try host.tap("Turn")
    // `HStack` becomes `VStack` above the same `  Text("a")`.
    #expect(report.evaluations.map(\.viewType) == ["StackKinds"])
    #expect(report.evaluations.map(\.isWasted) == [false])
    #expect(host.render().contains("  VStack\n    Text(\"a\")\n"))
  }

  @Test func aDividerReplacedByASpacerIsNotWasted() throws {
    let host = ViewHost(root: StackKinds())
    let report = try host.tap("Space")
    // `Divider` becomes `Spacer`: two fixed lines that start apart.
    #expect(report.evaluations.map(\.viewType) == ["StackKinds"])
    #expect(report.evaluations.map(\.isWasted) == [false])
    #expect(host.render().hasSuffix("  Spacer\n"))
  }

  @Test func aStackThatLosesItsOnlyChildIsNotWasted() throws {
    let host = ViewHost(root: EmptiedStack())
    let report = try host.tap("Empty")
    // `VStack` then `  Text("a")`, kept with its children, against `VStack` now childless.
    #expect(report.evaluations.map(\.viewType) == ["EmptiedStack"])
    #expect(report.evaluations.map(\.isWasted) == [false])
  }

  @Test func theAuditReportsAChangeInTheLastOfAThousandLines() throws {
    let shelf = PlainShelf(titles: (1...1000).map { "Title \($0)" })
    let host = ViewHost(root: PlainLines(shelf: shelf), auditsMissedUpdates: true)
    shelf.books[999].title = "Changed"
    let report = host.flush()
    // No view hears of a plain title; the audit finds PlainLines' 1 001st line stale.
    #expect(report.evaluationCount == 0)
    let missed = try #require(report.missedUpdates.first)
    #expect(report.missedUpdates.count == 1)
    #expect(missed.path == "PlainLines")
    #expect(missed.shownLine == "Text(\"Title 1000\")")
    #expect(missed.expectedLine == "Text(\"Changed\")")
    // Its output as it would be is what later audits compare with: nothing new to report.
    #expect(host.flush().missedUpdates.isEmpty)
  }
}
