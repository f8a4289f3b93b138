public import ReadTracking

/// One symbol's last price.
public final class Quote: Observable, Identifiable, @unchecked Sendable {
  // Safety: the workload writes a quote from one task at a time, and the view graph reads it
  // only after awaiting that task; the registrar makes the notification itself thread-safe.

  /// The registrar that tracks reads and notifies observers.
  public let observationRegistrar = ObservationRegistrar()
  /// The quote's identity.
  public let id: Int
  /// The ticker symbol.
  public let symbol: String
  /// The last price.
  @Tracked public var price: Double
  /// Whether the user pinned the quote.
  @Tracked public var isPinned = false

  /// A quote of `symbol` at `price`.
  public init(id: Int, symbol: String, price: Double) {
    self.id = id
    self.symbol = symbol
    self.price = price
  }
}
