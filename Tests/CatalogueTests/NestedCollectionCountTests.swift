import Catalogue
import RecomputeHarness
import Testing
import ViewGraph

/// The nested collection's script, counted by hand, for 3 projects (Home, Work, Garden) of N
/// tasks each (N ≥ 3); task 0, 1 and 2 start in Home.
///
/// A: the screen holds the board with `@ObservedObject` and the selection in `@State`, which
/// its body does not read: it hands `$selected` to `.sheet(item:)`, which reads it in its own
/// update, as in SwiftUI, so opening or closing the sheet recomputes no body but the sheet's
/// content (before issue 13's fix, the screen read it, and so recomputed with every section
/// and row, on both events); a section holds its
/// project, a row and the sheet their task. Each section gets two closures made in the screen's
/// body, and hands them to its rows: whenever a section recomputes, all its rows do; whenever
/// the screen recomputes, every section and every row does. B: the same views read what they
/// show: the screen `projects`, a section its `name` and `todos`, a row its
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
      // The new sheet's TodoDetail, and no other body: the selection is read by the sheet's
      // own update, not by the screen. (Before: A, B 3N + 5, the screen, 3 sections and 3N
      // rows wasted, the sheet; C 2, the screen and the sheet.)
      ("open-sheet", [(1, 0), (1, 0), (1, 0)]),
      // Task 2's row (its toggle's title) and the sheet, which reads the title for its
      // navigation title; the title is rendered (`NavigationTitle("…!")`), so the sheet's
      // output changes in every variant. (Before, navigation titles were not rendered: B and C
      // were (2, 1).)
      ("rename-in-sheet", [(2, 0), (2, 0), (2, 0)]),
      // Task 2's row (its mark). A: the sheet holds the task too, and its toggle's binding
      // carries the new value: changed. B, C: no body of the sheet reads isDone (the toggle
      // reads it as a control update).
      ("toggle-in-sheet", [(2, 0), (1, 0), (1, 0)]),
      // A, B: Home's section (N - 2 rows wasted), Garden's (N old rows wasted, 1 new):
      // 2 + (N - 2) + N + 1. C: the two sections and the new row.
      ("move-in-sheet", [(2 * n + 1, 2 * n - 2), (2 * n + 1, 2 * n - 2), (3, 0)]),
      // The sheet's content leaves; no body reads the selection: nothing. (Before: A, B
      // 3N + 4, the screen, 3 sections and 3N rows wasted; C 1, the screen.)
      ("close-sheet", [(0, 0), (0, 0), (0, 0)]),
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
    // N = 5. A: 1 + 12 + 1 + 2 + 2 + 11 + 0; B: the same but 1 for toggle-in-sheet;
    // C: 1 + 3 + 1 + 2 + 1 + 3 + 0. (Before: 67, 66, 13.)
    #expect(runs.map(\.recomputedInScript) == [29, 28, 11])
    // A, B: 9 + 8 (the two moves); C: none. (Before: 53, 54, 1.)
    #expect(runs.map(\.wastedInScript) == [17, 17, 0])
    // A: 1 + 3 + 1 + 2 + 2 + 3 + 0; B, C: 1 + 3 + 1 + 2 + 1 + 3 + 0. (Before: 14, 12, 12.)
    #expect(runs.map(\.lowerBoundInScript) == [12, 11, 11])
  }

  @Test func theAuditFindsNoMissedUpdate() async throws {
    try await expectNoMissedUpdate(in: NestedCollectionWorkload.definition)
  }
}
