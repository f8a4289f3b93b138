public import ViewGraph

/// The watchlist ported as is: it still reads the number of updates at its top, so every
/// update recomputes it, and with it every row (a row's pin action is a closure).
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
        Text("\(market.updateCount) updates")
        List(market.quotes) { quote in
          QuoteRow(quote: quote, onPin: { market.pin(quote) })
        }
      }
      .navigationTitle("Watchlist")
    }
  }
}
