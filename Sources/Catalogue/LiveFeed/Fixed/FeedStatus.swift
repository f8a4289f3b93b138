import LiveFeedPorted
import ViewGraph

/// The number of updates received: the one view that reads it.
struct FeedStatus: View {
  let market: Market

  var body: some View {
    Text("\(market.updateCount) updates")
  }
}
