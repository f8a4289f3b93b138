import CatalogueCounting
import ViewGraph

/// A timer that owns its model with `@State`, ported from `@StateObject`: the model is kept
/// across the parent's renders, but each init of the view makes a new one that `@State`
/// throws away.
struct WorkoutTimer: View {
  @State private var timer: LapTimer

  init(census: InstanceCensus) {
    _timer = State(initialValue: LapTimer(census: census))
  }

  var body: some View {
    HStack {
      Text("Workout: \(timer.laps) laps")
      Button("Workout lap") { timer.laps += 1 }
    }
  }
}
