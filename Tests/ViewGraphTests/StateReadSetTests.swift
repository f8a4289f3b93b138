import Testing
import ViewGraph

/// Reads `mode` always, then none, one or two more of its states as `mode` says (`a` twice in
/// mode 2).
private struct ModeReader: View {
  @State var mode = 0
  @State var a = 0
  @State var b = 0

  var body: some View {
    VStack {
      switch mode {
      case 0: Text("mode 0")
      case 1: Text("a \(a)")
      default: Text("a \(a), b \(b), a again \(a)")
      }
      Button("Mode 0") { mode = 0 }
      Button("Mode 1") { mode = 1 }
      Button("Mode 2") { mode = 2 }
      Button("A") { a += 1 }
      Button("B") { b += 1 }
    }
  }
}

/// The `@State` values a body read are recorded once each, whether it read one (kept without a
/// list) or several, and each evaluation replaces what the last one recorded.
@MainActor
@Suite("State reads recorded per evaluation")
struct StateReadSetTests {
  /// The paths evaluated by tapping `title`.
  private func evaluations(tapping title: String, in host: ViewHost) throws -> [String] {
    try host.tap(title).evaluations.map(\.path)
  }

  @Test func aWriteRecomputesTheBodyOnlyWhenItsLastEvaluationReadTheValue() throws {
    let host = ViewHost(root: ModeReader())
    // Every tap of "A" or "B" writes its value, read or not: each is tapped three times before
    // mode 2 is rendered, four times before mode 1 is again.
    // Mode 0 reads `mode` alone.
    #expect(try evaluations(tapping: "A", in: host) == [])
    #expect(try evaluations(tapping: "B", in: host) == [])
    // Mode 1 reads `mode` and `a`.
    #expect(try evaluations(tapping: "Mode 1", in: host) == ["ModeReader"])
    #expect(try evaluations(tapping: "A", in: host) == ["ModeReader"])
    #expect(try evaluations(tapping: "B", in: host) == [])
    // Mode 2 reads `mode`, `a`, `b` and `a` again: each write recomputes it once.
    #expect(try evaluations(tapping: "Mode 2", in: host) == ["ModeReader"])
    let report = try host.tap("A")
    #expect(report.evaluations.map(\.path) == ["ModeReader"])
    #expect(report.printChangesLines == ["ModeReader: _a changed."])
    #expect(try evaluations(tapping: "B", in: host) == ["ModeReader"])
    #expect(host.render().contains("Text(\"a 3, b 3, a again 3\")"))
    // Back to mode 0: `a` and `b` are no longer read.
    #expect(try evaluations(tapping: "Mode 0", in: host) == ["ModeReader"])
    #expect(try evaluations(tapping: "A", in: host) == [])
    #expect(try evaluations(tapping: "B", in: host) == [])
    #expect(try evaluations(tapping: "Mode 1", in: host) == ["ModeReader"])
    #expect(host.render().contains("Text(\"a 4\")"))
  }
}
