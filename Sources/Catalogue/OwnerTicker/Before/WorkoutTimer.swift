import CatalogueCounting
import ViewGraph

/// A timer that owns its model with `@StateObject`: made once, kept across the parent's renders.
struct WorkoutTimer: View {
  @StateObject private var timer: LapTimer

  init(census: InstanceCensus) {
    _timer = StateObject(wrappedValue: LapTimer(census: census))
  }

  var body: some View {
    HStack {
      Text("Workout: \(timer.laps) laps")
      Button("Workout lap") { timer.laps += 1 }
    }
  }
}
