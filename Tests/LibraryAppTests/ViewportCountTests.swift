import LibraryApp
import Testing

/// The event script at 42 books on a phone-sized viewport of 15 rows, derived by hand.
///
/// Only the 15 rows on screen are views; the rows below are not mounted and are never
/// recomputed. Everything above the list counts as in `ScriptCountTests`: 4 holders of the
/// library in A, 5 while the clear button is shown. Delivered books are appended, below the viewport, so their rows do not appear;
/// deleting the second book pulls the 16th row into view, a new identity.
@Suite("The event script on a viewport of 15 rows")
@MainActor
struct ViewportCountTests {
  /// Bodies recomputed and, of those, wasted, per event of the script.
  private typealias Counts = (recomputed: Int, wasted: Int)

  @Test func publishOnWriteRecomputesTheVisibleRowsOnly() async throws {
    let measurements = try await LibraryWorkload(.publishOnWrite, bookCount: 42, visibleRows: 15)
      .run()
    let expected: [Counts] = [
      // 4 holders + 15 visible rows + the clear button that appears; SearchField and the
      // button change. Then 5 holders + 15 rows; SearchField's field and the button's title.
      (20, 18), (20, 18), (20, 18), (20, 18), (20, 18),
      // The indicator and the 15 rows' badges change.
      (20, 4),
      // The new book's row is below the viewport: only the count changes.
      (20, 19),
      // The renamed book's row is on screen.
      (1, 0),
      // 5 holders, the 14 rows still on screen and the row that comes into view; the count,
      // the list and the new row change.
      (20, 17),
      (20, 4),
      // 4 holders + 15 rows: SearchField removes the clear button before its turn; only
      // SearchField changes.
      (19, 18),
    ]
    #expect(measurements.map(\.recomputed) == expected.map(\.recomputed))
    #expect(measurements.map(\.wasted) == expected.map(\.wasted))
  }

  @Test func readsPushedDownRecomputesTheVisibleReadersOnly() async throws {
    let measurements = try await LibraryWorkload(.readsPushedDown, bookCount: 42, visibleRows: 15)
      .run()
    let expected: [Counts] = [
      (2, 0), (2, 1), (2, 1), (2, 1), (2, 1),
      // SyncIndicator and the 15 visible rows read isSyncing.
      (16, 0),
      // BookCount and BookList; the new row is below the viewport, so the list's output is
      // unchanged.
      (2, 1),
      (1, 0),
      // BookCount, BookList, and the row that comes into view.
      (3, 0),
      (16, 0),
      // SearchField, which removes the clear button before the button's own turn.
      (1, 0),
    ]
    #expect(measurements.map(\.recomputed) == expected.map(\.recomputed))
    #expect(measurements.map(\.wasted) == expected.map(\.wasted))
  }

  @Test func publishOnWriteKeystrokeCostStopsGrowingAtTheViewport() async throws {
    var recomputed: [Int] = []
    for bookCount in [10, 100, 1_000] {
      let workload = LibraryWorkload(.publishOnWrite, bookCount: bookCount, visibleRows: 15)
      recomputed.append(try await workload.play(.keystroke("s")).recomputed)
    }
    // 4 holders, the clear button that appears, and the rows on screen: all 10, then 15.
    #expect(recomputed == [15, 20, 20])
  }
}
