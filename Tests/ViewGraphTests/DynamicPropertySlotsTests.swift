import Testing
import ViewGraph

/// One dynamic property field, a `@State`: its slot is kept without an array.
private struct OneState: View {
  @State var count = 0

  var body: some View {
    Button("one \(count)") { count += 1 }
  }
}

/// Three dynamic property fields, two of them `@State`: their slots are kept in an array.
private struct TwoStatesAndAnEnvironment: View {
  @State var first = 0
  @Environment(\.isEnabled) var isEnabled
  @State var second = 10

  var body: some View {
    VStack {
      Button("first \(first)") { first += 1 }
      Button("second \(second), enabled \(isEnabled)") { second += 1 }
    }
  }
}

/// One dynamic property field that keeps nothing in its slot.
private struct OnlyAnEnvironment: View {
  @Environment(\.isEnabled) var isEnabled

  var body: some View {
    Text("enabled \(isEnabled)")
  }
}

private struct SlotScreen: View {
  @State var isShown = true

  var body: some View {
    VStack {
      Button("Toggle") { isShown.toggle() }
      if isShown {
        OneState()
        TwoStatesAndAnEnvironment()
        OnlyAnEnvironment()
      }
    }
  }
}

/// The slots of a view's dynamic properties, one kept alone or several in an array, keep their
/// state across evaluations and lose it when the view leaves.
@MainActor
@Suite("Dynamic property slots")
struct DynamicPropertySlotsTests {
  /// The `@State` values of the views below the toggle, by field label.
  private func states(_ host: ViewHost) -> [String: Int] {
    var states: [String: Int] = [:]
    for (key, value) in host.stateSnapshot() where !key.hasSuffix("|_isShown") {
      states[String(key.split(separator: "|").last ?? "")] = value as? Int
    }
    return states
  }

  @Test func aLoneSlotAndSlotsInAnArrayKeepTheirStateUntilTheViewLeaves() throws {
    let host = ViewHost(root: SlotScreen())
    #expect(states(host) == ["_count": 0, "_first": 0, "_second": 10])
    try host.tap("one 0")
    try host.tap("one 1")
    try host.tap("first 0")
    try host.tap("second 10, enabled true")
    #expect(states(host) == ["_count": 2, "_first": 1, "_second": 11])
    #expect(host.render().contains("Text(\"enabled true\")"))
    try host.tap("Toggle")
    #expect(states(host) == [:])
    try host.tap("Toggle")
    #expect(states(host) == ["_count": 0, "_first": 0, "_second": 10])
    try host.tap("one 0")
    #expect(states(host) == ["_count": 1, "_first": 0, "_second": 10])
  }
}
