import Catalogue
import RecomputeHarness
import Testing
import ViewGraph

/// The live feed's script, counted by hand, for N quotes (N ≥ 20).
///
/// Each update of a burst makes two writes: the quote's price and the market's update count.
///
/// A: the watchlist holds the market with `@ObservedObject`, a row its quote. Every burst
/// writes the count, so the watchlist recomputes, its text changes, and every one of the N rows
/// recomputes: a row's pin action is a closure made in the watchlist's body, which cannot be
/// compared. Rows whose price changed are not wasted; the others are. B: the watchlist reads
/// `updateCount` (and `quotes`), a row its quote's `price` and `isPinned` (`symbol` is a
/// constant): the count makes the same 1 + N recomputations as in A. C: the watchlist reads
/// `quotes` only, which no burst writes; `FeedStatus` reads the count; a row recomputes when
/// its price was written, and is wasted when the price ended where it began.
///
/// No event uses `@State`, a binding or a control, so issue 12's rules change nothing here.
@Suite("The live feed workload")
@MainActor
struct LiveFeedCountTests {
  /// Per event, at N quotes: recomputed and wasted in A, B and C.
  nonisolated static func expected(quotes n: Int) -> [(event: String, counts: [(Int, Int)])] {
    [
      // A, B: the watchlist + N rows; the watchlist and quote 0's row change: N - 1 wasted.
      // C: FeedStatus and quote 0's row, both changed.
      ("burst-one", [(1 + n, n - 1), (1 + n, n - 1), (2, 0)]),
      // A, B: the watchlist + N rows; the watchlist and the 10 rows written change: N - 10
      // wasted. C: FeedStatus and the 10 rows written, all changed.
      ("burst-spread", [(1 + n, n - 10), (1 + n, n - 10), (11, 0)]),
      // A, B: the watchlist + N rows; only the watchlist changes (quote 10 ends at 110): N
      // wasted. C: FeedStatus (changed) and quote 10's row (wasted).
      ("burst-settles", [(1 + n, n), (1 + n, n), (2, 1)]),
    ]
  }

  @Test(arguments: [20, 100])
  func everyEventCountsWhatTheHandDerivationSays(quotes: Int) async throws {
    let runs = try await LiveFeedWorkload.workload.run(variants: nil, size: quotes)
    try #require(runs.map(\.variant) == ["A", "B", "C"])
    expectCounts(runs, Self.expected(quotes: quotes))
  }

  @Test func wholeScriptTotals() async throws {
    let runs = try await LiveFeedWorkload.workload.run(variants: nil, size: nil)
    // A, B: 3 × 21; C: 2 + 11 + 2.
    #expect(runs.map(\.recomputedInScript) == [63, 63, 15])
    // A, B: 19 + 10 + 20; C: 0 + 0 + 1.
    #expect(runs.map(\.wastedInScript) == [49, 49, 1])
    // Per event, 2 + 11 + 1 views change, whatever the variant.
    #expect(runs.map(\.lowerBoundInScript) == [14, 14, 14])
  }

  @Test func theAuditFindsNoMissedUpdate() async throws {
    try await expectNoMissedUpdate(in: LiveFeedWorkload.definition)
  }
}
