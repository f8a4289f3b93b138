import Testing
import ViewGraph

/// A row with its own state: its path is read before its dynamic properties are installed.
private struct PathCounter: View {
  let number: Int
  @State private var count = 0

  var body: some View {
    Button("tap \(number): \(count)") { count += 1 }
  }
}

/// A custom view whose rows ask for its path (through their `VStack`'s), so that it keeps its
/// path joined, as one string, from then on.
private struct PathMiddle: View {
  let version: Int

  var body: some View {
    VStack {
      Text("version \(version)")
      ForEach(0..<2, id: \.self) { PathCounter(number: $0) }
    }
  }
}

private struct PathRoot: View {
  @State private var version = 0

  var body: some View {
    VStack {
      Button("Bump") { version += 1 }
      PathMiddle(version: version)
    }
  }
}

/// A custom view's identity path reads the same when it is made and when it is read in place.
///
/// The first read makes it; later ones read it where the node keeps it (as its parent's path and
/// its segment, or joined). The paths of the primitives, which keep theirs otherwise, read the
/// same too.
@MainActor
@Suite("Identity path reads")
struct IdentityPathReadTests {
  @Test func laterEvaluationsRecordTheSamePathsAsTheFirst() throws {
    let host = ViewHost(root: PathRoot())
    let middle = "PathRoot/VStack/PathMiddle[1]"
    let rows = ["\(middle)/VStack/PathCounter[1]#0", "\(middle)/VStack/PathCounter[1]#1"]
    #expect(host.mountReport.evaluations.map(\.path) == ["PathRoot", middle] + rows)

    // The root and the middle view are evaluated again, the middle one with its path joined.
    let bump = try host.tap("Bump")
    #expect(bump.evaluations.map(\.path) == ["PathRoot", middle])
    // A row with state is evaluated again, its path read before its state is installed.
    let tap = try host.tap("tap 0: 0")
    #expect(tap.evaluations.map(\.path) == [rows[0]])
    #expect(tap.evaluations.map(\.reasons.description) == ["[_count]"])

    #expect(
      host.counters.byNode == ["PathRoot": 2, middle: 2, rows[0]: 2, rows[1]: 1])
    // The primitives (a container keeps its path, a control its parent's path and its
    // segment) read the same as they did before any of this.
    #expect(host.node(at: "\(middle)/VStack")?.viewType == "VStack")
    #expect(
      host.nodes(where: { $0.viewType == "Button" }).map(\.path) == [
        "PathRoot/VStack/Button[0]", "\(rows[0])/Button", "\(rows[1])/Button",
      ])
    #expect(host.node(at: rows[1])?.viewType == "PathCounter")
  }
}
