import Catalogue
import RecomputeHarness
import Testing

/// The dashboard's script, counted by hand (the counts do not depend on the number of books).
///
/// A: the dashboard, the sync banner and the book grid hold the library with
/// `@ObservedObject`, so every write to it recomputes those 3; the shortcuts take a closure
/// from the dashboard, so they recompute whenever it does; a tile holds its book and is skipped
/// while the book is the same object. B: the dashboard reads `books` (the count at its top),
/// the banner `isSyncing`, the grid `books`, a tile its book's `title`; the shortcuts follow
/// the dashboard. C: the dashboard reads nothing; `BookCount` reads `books`.
///
/// No event uses `@State`, a binding or a control, so the counting rules of issue 12 give the
/// same figures as the rules before it.
@Suite("The dashboard workload")
@MainActor
struct DashboardCountTests {
  /// Per event: recomputed and wasted in A, B and C.
  nonisolated static let expected: [(event: String, counts: [(Int, Int)])] = [
    // A: 3 holders + shortcuts; only the banner changes. B, C: the banner.
    ("sync-starts", [(4, 3), (1, 0), (1, 0)]),
    // A: 3 holders + shortcuts + the new tile; the dashboard (count), the grid and the tile
    // change. B: the dashboard, its shortcuts (wasted), the grid, the new tile. C: BookCount,
    // the grid, the new tile.
    ("book-added", [(5, 2), (4, 1), (3, 0)]),
    // The renamed book's tile, in every variant.
    ("book-renamed", [(1, 0), (1, 0), (1, 0)]),
    ("sync-ends", [(4, 3), (1, 0), (1, 0)]),
    // As book-added, without a new tile (the removed one is not evaluated).
    ("book-removed", [(4, 2), (3, 1), (2, 0)]),
  ]

  @Test(arguments: [1, 12, 100])
  func everyEventCountsWhatTheHandDerivationSays(books: Int) async throws {
    let runs = try await DashboardWorkload.workload.run(variants: nil, size: books)
    try #require(runs.map(\.variant) == ["A", "B", "C"])
    for (index, expectation) in Self.expected.enumerated() {
      for (run, (recomputed, wasted)) in zip(runs, expectation.counts) {
        let result = run.results[index]
        #expect(result.event == expectation.event)
        #expect(
          (result.recomputed, result.wasted) == (recomputed, wasted),
          "\(run.variant), \(result.event): \(result.explanation.joined(separator: "\n"))")
      }
    }
  }

  @Test func wholeScriptTotals() async throws {
    let runs = try await DashboardWorkload.workload.run(variants: nil, size: nil)
    // A: 4 + 5 + 1 + 4 + 4; B: 1 + 4 + 1 + 1 + 3; C: 1 + 3 + 1 + 1 + 2.
    #expect(runs.map(\.recomputedInScript) == [18, 10, 8])
    #expect(runs.map(\.wastedInScript) == [10, 2, 0])
    // Per event, 1 + 3 + 1 + 1 + 2 views change or appear, whatever the variant.
    #expect(runs.map(\.lowerBoundInScript) == [8, 8, 8])
  }
}
