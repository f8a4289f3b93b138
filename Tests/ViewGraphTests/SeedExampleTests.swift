import Testing
import ViewGraph

private struct StateFromParentScreen: View {
  @State var counter = 0

  var body: some View {
    VStack {
      Button("Increment") { counter += 1 }
      StateChild(name: "Updated: \(counter)")
      LetChild(name: "Updated: \(counter)")
    }
  }
}

private struct StateChild: View {
  @State var name: String
  var body: some View { Text("state: " + name) }
}

private struct LetChild: View {
  let name: String
  var body: some View { Text("let: " + name) }
}

private struct ToggledCounterScreen: View {
  @State var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown {
        CounterView()
      }
    }
  }
}

private struct CounterView: View {
  @State var count = 0

  var body: some View {
    HStack {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

private struct ResettableScreen: View {
  @State var generation = 0

  var body: some View {
    VStack {
      Button("Reset") { generation += 1 }
      CounterView().id(generation)
    }
  }
}

@MainActor
@Suite("Seed examples")
struct SeedExampleTests {
  @Test func stateFedFromParentKeepsItsFirstValue() throws {
    let host = ViewHost(root: StateFromParentScreen())
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(
      host.render() == """
        StateFromParentScreen
          VStack
            Button("Increment")
            StateChild
              Text("state: Updated: 0")
            LetChild
              Text("let: Updated: 2")

        """)
  }

  @Test func stateIsLostWhenItsIdentityLeavesAndComesBack() throws {
    let host = ViewHost(root: ToggledCounterScreen())
    for _ in 0..<5 { try host.tap("Add") }
    #expect(host.render().contains("Text(\"Count: 5\")"))
    try host.toggle("Show")
    #expect(!host.render().contains("CounterView"))
    let restored = try host.toggle("Show")
    #expect(
      host.render() == """
        ToggledCounterScreen
          VStack
            Toggle("Show", isOn: true)
            CounterView
              HStack
                Text("Count: 0")
                Button("Add")

        """)
    #expect(restored.evaluations.map(\.viewType) == ["ToggledCounterScreen", "CounterView"])
    #expect(restored.evaluations[1].reasons == [.identity])
  }

  @Test func changingExplicitIDResetsState() throws {
    let host = ViewHost(root: ResettableScreen())
    try host.tap("Add")
    try host.tap("Add")
    #expect(host.render().contains("Text(\"Count: 2\")"))
    try host.tap("Reset")
    #expect(host.render().contains("Text(\"Count: 0\")"))
    #expect(
      host.nodes(ofType: CounterView.self).map(\.path) == [
        "ResettableScreen/VStack/CounterView[1]#1"
      ])
  }
}
