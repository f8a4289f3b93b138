public import PublishOnWrite

/// The quotes a price feed keeps up to date, and how many updates it has received.
public final class Market: ObservableObject, @unchecked Sendable {
  // Safety: the workload writes the market from one task at a time, and the view graph reads
  // it only after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// The quotes, one per symbol.
  @Published public var quotes: [Quote]
  /// The number of price updates received.
  @Published public var updateCount = 0

  /// A market of `quoteCount` quotes, quote `i` priced `100 + i`.
  public init(quoteCount: Int) {
    quotes = (0..<quoteCount).map { Quote(id: $0, symbol: "SYM\($0)", price: Double(100 + $0)) }
  }

  /// Records one price update from the feed: the quote's new price, and one more update.
  ///
  /// - Parameters:
  ///   - price: The quote's new price.
  ///   - index: The quote's position in `quotes`.
  public func receive(price: Double, forQuoteAt index: Int) {
    quotes[index].price = price
    updateCount += 1
  }

  /// Pins or unpins `quote`.
  public func pin(_ quote: Quote) {
    quote.isPinned.toggle()
  }
}
