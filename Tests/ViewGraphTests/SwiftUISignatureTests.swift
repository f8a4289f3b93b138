import Testing
import ViewGraph

/// What the actions of a screen did, in order.
private final class CallLog {
  var entries: [String] = []
}

/// `onAppear` and `onDisappear` written the ways SwiftUI code writes them: a trailing closure, a
/// method passed as `perform:`, and no action at all.
private struct AppearSpellings: View {
  let log: CallLog
  @State var isShown = true

  var body: some View {
    VStack {
      Button("Hide") { isShown = false }
      if isShown {
        Text("closure")
          .onAppear { log.entries.append("appear closure") }
          .onDisappear { log.entries.append("disappear closure") }
        Text("method")
          .onAppear(perform: appeared)
          .onDisappear(perform: disappeared)
        Text("none")
          .onAppear()
          .onDisappear()
      }
    }
  }

  func appeared() { log.entries.append("appear method") }
  func disappeared() { log.entries.append("disappear method") }
}

/// `onChange` with an action that takes no values, beside one that takes both.
private struct ChangeSpellings: View {
  let log: CallLog
  @State var query = "a"

  var body: some View {
    VStack {
      Button("Type b") { query = "b" }
      Button("Type b again") { query = "b" }
      Text(query)
        .onChange(of: query) { log.entries.append("changed") }
        .onChange(of: query, initial: true) { log.entries.append("initial or changed") }
        .onChange(of: query) { old, new in log.entries.append("\(old) → \(new)") }
    }
  }
}

@MainActor
@Suite("SwiftUI signatures")
struct SwiftUISignatureTests {
  @Test func onAppearAndOnDisappearTakeAClosureAMethodOrNothing() throws {
    let log = CallLog()
    let host = ViewHost(root: AppearSpellings(log: log))
    // Two of the three texts have actions; `.onAppear()` runs nothing.
    #expect(log.entries == ["appear closure", "appear method"])
    try host.tap("Hide")
    #expect(
      log.entries == [
        "appear closure", "appear method", "disappear closure", "disappear method",
      ])
  }

  @Test func onChangeWithAZeroArgumentActionRunsOnEachChange() throws {
    let log = CallLog()
    let host = ViewHost(root: ChangeSpellings(log: log))
    // Only the `initial: true` watcher runs at mount.
    #expect(log.entries == ["initial or changed"])
    try host.tap("Type b")
    // All three watchers see "a" → "b", innermost modifier first.
    #expect(log.entries == ["initial or changed", "changed", "initial or changed", "a → b"])
    try host.tap("Type b again")
    // Same value: no watcher runs.
    #expect(log.entries == ["initial or changed", "changed", "initial or changed", "a → b"])
  }
}
