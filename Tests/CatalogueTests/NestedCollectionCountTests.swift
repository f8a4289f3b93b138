import Catalogue
import RecomputeHarness
import Testing
import ViewGraph

/// The nested collection's script, counted by hand, for 3 projects (Home, Work, Garden) of N
/// tasks each (N ≥ 3); task 0, 1 and 2 start in Home.
///
/// A: the screen holds the board with `@ObservedObject` and the selection in `@State`, read
/// while its body runs (the sheet's item binding is resolved there); a section holds its
/// project, a row and the sheet their task. Each section gets two closures made in the screen's
/// body, and hands them to its rows: whenever a section recomputes, all its rows do; whenever
/// the screen recomputes, every section and every row does. B: the same views read what they
/// show: the screen `projects` and the selection, a section its `name` and `todos`, a row its
/// task's `isDone` and `title`, the sheet the title and the projects (the toggle's value is
/// read by the control, outside any body). C: as B, but the rows receive the board and a
/// `Selection` object instead of closures, so a section or row whose inputs are the same
/// objects is skipped.
///
/// Events: (1) task 0 toggled in its row; (2) task 1 moved from its row, Home → Work; (3) task
/// 2's sheet opened; (4) "!" typed into its title; (5) its "Done" toggled in the sheet; (6) it
/// is moved to Garden from the sheet; (7) the sheet is closed. Rows per project before each
/// event: Home N, Work N until (2), then Home N - 1, Work N + 1, Garden N; after (6) Home N - 2
/// and Garden N + 1.
@Suite("The nested collection workload")
@MainActor
struct NestedCollectionCountTests {
  /// Per event, at N tasks per project: recomputed and wasted in A, B and C.
  nonisolated static func expected(tasks n: Int) -> [(event: String, counts: [(Int, Int)])] {
    [
      // Task 0's row, its mark changed. Nothing else holds or reads task 0.
      ("toggle-in-row", [(1, 0), (1, 0), (1, 0)]),
      // A, B: Home's section (N - 1 rows, all wasted) and Work's (N old rows wasted, 1 new):
      // 2 + (N - 1) + N + 1. C: the two sections (their counts change) and the new row.
      ("move-in-row", [(2 * n + 2, 2 * n - 1), (2 * n + 2, 2 * n - 1), (3, 0)]),
      // A, B: the screen (the sheet appears), 3 sections and 3N rows wasted, the new sheet.
      // C: the screen and the sheet; the sections' inputs are the same objects.
      ("open-sheet", [(3 * n + 5, 3 * n + 3), (3 * n + 5, 3 * n + 3), (2, 0)]),
      // Task 2's row (its toggle's title) and the sheet, which reads the title for its
      // navigation title. ViewGraph does not render navigation titles (`navigationTitle` is a
      // no-op), so in B and C the sheet's output is the same: wasted. In A the sheet's text
      // field holds a binding of `@ObservedObject`, which carries the value it shows: changed.
      ("rename-in-sheet", [(2, 0), (2, 1), (2, 1)]),
      // Task 2's row (its mark). A: the sheet holds the task too, and its toggle's binding
      // carries the new value: changed. B, C: no body of the sheet reads isDone (the toggle
      // reads it as a control update).
      ("toggle-in-sheet", [(2, 0), (1, 0), (1, 0)]),
      // A, B: Home's section (N - 2 rows wasted), Garden's (N old rows wasted, 1 new):
      // 2 + (N - 2) + N + 1. C: the two sections and the new row.
      ("move-in-sheet", [(2 * n + 1, 2 * n - 2), (2 * n + 1, 2 * n - 2), (3, 0)]),
      // A, B: the screen (the sheet leaves), 3 sections and 3N rows wasted. C: the screen.
      ("close-sheet", [(3 * n + 4, 3 * n + 3), (3 * n + 4, 3 * n + 3), (1, 0)]),
    ]
  }

  @Test(arguments: [3, 5, 40])
  func everyEventCountsWhatTheHandDerivationSays(tasks: Int) async throws {
    let runs = try await NestedCollectionWorkload.workload.run(variants: nil, size: tasks)
    try #require(runs.map(\.variant) == ["A", "B", "C"])
    expectCounts(runs, Self.expected(tasks: tasks))
  }

  @Test func wholeScriptTotals() async throws {
    let runs = try await NestedCollectionWorkload.workload.run(variants: nil, size: nil)
    // N = 5. A: 1 + 12 + 20 + 2 + 2 + 11 + 19; B: the same but 1 for toggle-in-sheet;
    // C: 1 + 3 + 2 + 2 + 1 + 3 + 1.
    #expect(runs.map(\.recomputedInScript) == [67, 66, 13])
    // A: 9 + 18 + 8 + 18; B: 9 + 18 + 1 + 8 + 18; C: 1 (the sheet on rename).
    #expect(runs.map(\.wastedInScript) == [53, 54, 1])
    // A: 1 + 3 + 2 + 2 + 2 + 3 + 1; B, C: 1 + 3 + 2 + 1 + 1 + 3 + 1.
    #expect(runs.map(\.lowerBoundInScript) == [14, 12, 12])
  }

  @Test func theAuditFindsNoMissedUpdate() async throws {
    try await expectNoMissedUpdate(in: NestedCollectionWorkload.definition)
  }
}
