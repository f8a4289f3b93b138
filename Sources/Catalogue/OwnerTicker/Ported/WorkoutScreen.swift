public import CatalogueCounting
public import ViewGraph

/// The workout screen: a round counter in `@State` and two timers, one that owns its model with
/// `@State` and one handed a model created in this body.
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
      Text("Round \(round)")
      Button("Next round") { round += 1 }
      WorkoutTimer(census: census)
      RestTimer(timer: LapTimer(census: census))
    }
  }
}
