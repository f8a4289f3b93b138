import LiveFeedBefore
import LiveFeedFixed
import LiveFeedPorted
public import RecomputeHarness
import ViewGraph

/// A live feed: a background service writes 50 price updates between two passes, each a new
/// price for one quote and one more update counted; a watchlist shows the count at its top and
/// one row per quote, with a pin action.
///
/// It shows that publish-on-write invalidates on every write (each of the 100 writes of a burst
/// sends `objectWillChange`) but that the pass coalesces them: each invalidated view is
/// evaluated once, whatever the number of writes. Before the port (A) the watchlist holds the
/// market, so every burst recomputes it, and with it every row, whose pin action is a closure.
/// The mechanical port (B) keeps the read of the count at the top: the same count. With the
/// count read in its own view (C), a burst recomputes that view and the rows whose price was
/// written; a row whose price ends where it started is recomputed for nothing, since
/// read-tracking invalidates on the first write, not on the final value.
public enum LiveFeedWorkload {
  /// The workload, named `live-feed`: variants A (publish-on-write), B (mechanical port, count
  /// read at the top) and C (count read where it is shown), 20 quotes unless told otherwise.
  public static let workload: any MeasurableWorkload = definition

  /// The updates of one burst.
  static let burstSize = 50

  /// The workload with its model type, to mount a variant and play its events one by one.
  public static let definition = Workload<any LiveFeedModel>(
    name: "live-feed",
    summary: "A watchlist fed by a background service that writes 50 price updates between "
      + "two passes, before the port, after it, and with the update count read where it is "
      + "shown.",
    sizeName: "quotes", defaultSize: 20, sizes: 20...100_000,
    variants: [
      WorkloadVariant(name: "A", title: "A: publish-on-write") { size in
        let market = LiveFeedBefore.Market(quoteCount: size)
        return MountedScreen(
          host: ViewHost(root: LiveFeedBefore.Watchlist(market: market)), model: market)
      },
      WorkloadVariant(name: "B", title: "B: count read at the top") { size in
        let market = LiveFeedPorted.Market(quoteCount: size)
        return MountedScreen(
          host: ViewHost(root: LiveFeedPorted.Watchlist(market: market)), model: market)
      },
      WorkloadVariant(name: "C", title: "C: count read where shown") { size in
        let market = LiveFeedPorted.Market(quoteCount: size)
        return MountedScreen(
          host: ViewHost(root: LiveFeedFixed.Watchlist(market: market)), model: market)
      },
    ],
    script: [
      .write(name: "burst-one", description: "50 updates to one quote") { market in
        // Quote 0 starts at 100 and rises by a cent per update.
        for update in 1...burstSize {
          market.receive(price: 100 + Double(update) / 100, forQuoteAt: 0)
        }
      },
      .write(name: "burst-spread", description: "50 updates over 10 quotes") { market in
        // Quotes 0 to 9, 5 updates each; each ends a few cents from where it was.
        for update in 0..<burstSize {
          let index = update % 10
          market.receive(
            price: Double(100 + index) + Double(update / 10 + 10) / 100, forQuoteAt: index)
        }
      },
      .write(name: "burst-settles", description: "50 updates that end where they began") { market in
        // Quote 10 starts at 110, goes to 110.5 and back, 25 times: it ends at 110.
        for update in 1...burstSize {
          market.receive(price: update.isMultiple(of: 2) ? 110 : 110.5, forQuoteAt: 10)
        }
      },
    ],
    headline: WorkloadHeadline(before: "A", after: "C", change: "the read pushed down"))
}
