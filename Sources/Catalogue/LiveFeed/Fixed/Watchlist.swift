public import LiveFeedPorted
public import ViewGraph

/// The watchlist with the number of updates read where it is shown: its own body reads only
/// the list of quotes, which a price update does not change.
public struct Watchlist: View {
  let market: Market

  /// The watchlist of `market`.
  public init(market: Market) {
    self.market = market
  }

  /// The content.
  public var body: some View {
    NavigationStack {
      VStack {
        FeedStatus(market: market)
        List(market.quotes) { quote in
          QuoteRow(quote: quote, onPin: { market.pin(quote) })
        }
      }
      .navigationTitle("Watchlist")
    }
  }
}
