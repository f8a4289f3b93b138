import ViewGraph

/// The round number: the one view that reads the screen's round.
struct RoundLabel: View {
  @Binding var round: Int

  var body: some View {
    Text("Round \(round)")
  }
}
