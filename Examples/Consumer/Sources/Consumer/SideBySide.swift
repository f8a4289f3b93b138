// Using Observatory beside Apple's frameworks. Observatory keeps Apple's names so that code
// moves unchanged, so they meet in a file that imports both:
//
// - `SwiftUI` and `ViewGraph` both declare `View`, `Text`, `State`, `Binding`…: the compiler
//   rejects the bare names as ambiguous, as it does for any two modules that declare one name.
// - The toolchain's `Observation` (which `SwiftUI` re-exports) and `ReadTracking` both declare
//   `Observable`, `ObservationRegistrar` and `withObservationTracking`; with the 6.3 toolchain
//   the bare names resolve to ReadTracking's without a diagnostic (checked on Linux), so a
//   model meant for SwiftUI could silently conform to the wrong protocol.
//
// So either measure a screen in a file or a target of its own, which imports Observatory's
// modules and not Apple's, or qualify every such name with its module, as this file does. It
// builds everywhere; the SwiftUI part only where SwiftUI exists.

import Observation
import ReadTracking
import ViewGraph

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A model for the headless view graph, written with `ReadTracking`.
final class Tally: ReadTracking.Observable {
  let observationRegistrar = ReadTracking.ObservationRegistrar()
  @Tracked var count = 0
}

/// A view of the headless view graph: `ViewGraph.View`, `ViewGraph.Text`.
struct TallyLabel: ViewGraph.View {
  let tally: Tally
  var body: some ViewGraph.View { ViewGraph.Text("count: \(tally.count)") }
}

#if canImport(SwiftUI)
  /// The same label on screen, in the same file: `SwiftUI.View`, `SwiftUI.Text`.
  struct TallyScreen: SwiftUI.View {
    let count: Int
    var body: some SwiftUI.View { SwiftUI.Text("count: \(count)") }
  }
#endif

/// Tracks a read with `ReadTracking`, then mounts the headless label and changes the model.
///
/// - Returns: What the tracking saw and what the view graph recomputed.
@MainActor
func sideBySide() -> [String] {
  let tally = Tally()
  var lines: [String] = []
  let seen = ReadTracking.withObservationTracking(options: .willSet) {
    tally.count
  } onChange: { event in
    print("ReadTracking saw a write to", event.propertyName ?? "?")
  }
  lines.append("tracked count: \(seen)")
  let host = ViewGraph.ViewHost(root: TallyLabel(tally: tally))
  tally.count += 1
  lines += host.flush().printChangesLines
  return lines
}
