import ViewGraph

/// One quote: its symbol, its price, and a button that pins it.
struct QuoteRow: View {
  let quote: Quote
  let onPin: @MainActor () -> Void

  var body: some View {
    HStack {
      Text(quote.symbol)
      Spacer()
      Text("\(quote.price)")
      Button(quote.isPinned ? "Unpin" : "Pin", action: onPin)
    }
  }
}
