public import PublishOnWrite

/// One symbol's last price.
public final class Quote: ObservableObject, Identifiable, @unchecked Sendable {
  // Safety: the workload writes a quote from one task at a time, and the view graph reads it
  // only after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// The quote's identity.
  public let id: Int
  /// The ticker symbol.
  public let symbol: String
  /// The last price.
  @Published public var price: Double
  /// Whether the user pinned the quote.
  @Published public var isPinned = false

  /// A quote of `symbol` at `price`.
  public init(id: Int, symbol: String, price: Double) {
    self.id = id
    self.symbol = symbol
    self.price = price
  }
}
