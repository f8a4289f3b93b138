import Testing
import ViewGraph

/// What the reading-list screen (`Screens/ReadingListScreen.swift`, written as SwiftUI code)
/// recomputes, derived by hand from the counting rules.
@MainActor
@Suite("A SwiftUI screen, unchanged")
struct RealisticScreenTests {
  @Test func mountingEvaluatesTheScreenEachRowAndTheGoalThenTheTaskSettles() async {
    let host = ViewHost(root: ReadingListScreen())
    // ReadingListScreen, 40 BookRows, ReadingGoal, and CardStyle (the goal's modifier).
    #expect(host.mountReport.evaluationCount == 43)
    let settled = await host.waitForTasks()
    // The task wrote isLoading, which the screen's body reads (the Reset button's .disabled).
    #expect(settled.printChangesLines == ["ReadingListScreen: _isLoading changed."])
  }

  @Test func aPhoneViewportMountsTheVisibleRowsOnly() {
    let host = ViewHost(root: ReadingListScreen(), visibleRows: 15)
    // The list's rows: the search field, the picker, the "Books" header, then books; 15 rows
    // show the field, the picker, the header and 12 books. Screen, 12 rows, ReadingGoal, CardStyle.
    #expect(host.mountReport.evaluationCount == 15)
  }

  @Test func typingIntoTheSearchFieldRecomputesNoBody() throws {
    let host = ViewHost(root: ReadingListScreen())
    let report = try host.type("swift", into: "Search")
    // Nothing reads query in a body: the text field updates as a control.
    #expect(report.evaluationCount == 0)
    #expect(report.controlUpdates.count == 1)
  }

  @Test func markingABookReadRecomputesTheRowsAndTheBodyThatMadeTheBindings() throws {
    let host = ViewHost(root: ReadingListScreen())
    let report = try host.toggle("Read 3")
    // Every row reads books through its binding (title, isRead): 40 rows. ForEach($books)
    // reads the collection in its own update, not in the screen's body, as in SwiftUI, so the
    // screen does not depend on books: 40 (41 before).
    #expect(report.evaluationCount == 40)
    #expect(report.evaluationCount(of: "ReadingListScreen") == 0)
  }

  @Test func theGoalStepperRecomputesTheReadingGoalAndItsCard() throws {
    let host = ViewHost(root: ReadingListScreen())
    let report = try host.increment("Goal: 12 books")
    // ReadingGoal reads goal; its CardStyle gets a new content and recomputes with it.
    #expect(
      report.printChangesLines == ["ReadingGoal: _goal changed.", "CardStyle: @self changed."])
  }

  @Test func addingABookThroughTheSheet() throws {
    let host = ViewHost(root: ReadingListScreen())
    let shown = try host.tap("Add")
    // The sheet reads isAdding in its own update, not in the screen's body: the sheet mounts
    // AddBookSheet alone (the screen too before). Its onAppear focuses the title, which no
    // body reads: nothing more.
    #expect(shown.evaluations.map(\.viewType) == ["AddBookSheet"])
    #expect(throws: ViewHostError.self) { try host.tap("Save") }  // disabled: no title yet
    try host.type("Dune", into: "Title")
    let saved = try host.tap("Save")
    // The screen reads neither books nor isAdding (the ForEach and the sheet read them in their
    // own updates): 0 (1 before). The new book's row mounts, and the 40 old rows read books
    // through their bindings and recompute too; the sheet leaves.
    #expect(saved.evaluationCount(of: "ReadingListScreen") == 0)
    #expect(saved.evaluationCount(of: "NovelRow") == 41)
    #expect(host.nodes { $0.viewType == "AddBookSheet" }.isEmpty)
  }

  @Test func resettingThroughTheAlert() async throws {
    let host = ViewHost(root: ReadingListScreen())
    await host.waitForTasks()
    try host.tap("Reset")
    let alert = host.nodes { $0.viewType == "Alert" }[0]
    try host.tap("Reset", in: alert)
    #expect(!host.render().contains("Alert"))
  }
}
