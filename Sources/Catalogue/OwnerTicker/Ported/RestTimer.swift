import ViewGraph

/// A timer handed a model the parent creates in its body, held with `let` (ported from
/// `@ObservedObject`): every render of the parent still replaces it, and its laps are lost.
struct RestTimer: View {
  let timer: LapTimer

  var body: some View {
    HStack {
      Text("Rest: \(timer.laps) laps")
      Button("Rest lap") { timer.laps += 1 }
    }
  }
}
