public import LiveFeedBefore
public import LiveFeedPorted

/// What the live feed's script writes, the same in both models: the service's side of a
/// market.
public protocol LiveFeedModel: AnyObject, Sendable {
  /// Records one price update: the quote's new price, and one more update received.
  ///
  /// - Parameters:
  ///   - price: The quote's new price.
  ///   - index: The quote's position in the market.
  func receive(price: Double, forQuoteAt index: Int)
}

extension LiveFeedBefore.Market: LiveFeedModel {}

extension LiveFeedPorted.Market: LiveFeedModel {}
