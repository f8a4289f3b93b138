public import CatalogueCounting
public import ViewGraph

/// The workout screen with reads where they belong: the round is read by `RoundLabel` alone,
/// so the screen's body reads nothing and "Next round" re-inits no timer; both timers own
/// their models.
public struct WorkoutScreen: View {
  let census: InstanceCensus
  @State private var round = 1

  /// The screen; its timers record their models in `census`.
  public init(census: InstanceCensus) {
    self.census = census
  }

  /// The content.
  public var body: some View {
    VStack {
      RoundLabel(round: $round)
      Button("Next round") { round += 1 }
      WorkoutTimer(census: census)
      RestTimer(census: census)
    }
  }
}
