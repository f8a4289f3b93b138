public import ViewGraph

/// The watchlist: the number of updates at its top, then one row per quote, each with a pin
/// action.
public struct Watchlist: View {
  @ObservedObject var market: Market

  /// The watchlist of `market`.
  public init(market: Market) {
    _market = ObservedObject(wrappedValue: market)
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
