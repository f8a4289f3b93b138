import CatalogueCounting
import OwnerTickerPorted
import ViewGraph

/// The rest timer fixed: it owns its model with `@State` instead of being handed one made in
/// the parent's body, so its laps survive the parent's renders.
struct RestTimer: View {
  @State private var timer: LapTimer

  init(census: InstanceCensus) {
    _timer = State(initialValue: LapTimer(census: census))
  }

  var body: some View {
    HStack {
      Text("Rest: \(timer.laps) laps")
      Button("Rest lap") { timer.laps += 1 }
    }
  }
}
