import Testing
import ViewGraph

/// What the actions of a screen did, in order.
private final class ActionLog {
  var entries: [String] = []
}

private struct AppearingParent: View {
  let log: ActionLog
  var body: some View {
    VStack {
      AppearingChild(log: log, name: "first child")
      AppearingChild(log: log, name: "second child")
    }
    .onAppear { log.entries.append("parent") }
  }
}

private struct AppearingChild: View {
  let log: ActionLog
  let name: String
  var body: some View {
    Text(name).onAppear { log.entries.append(name) }
  }
}

private struct NestedContainers: View {
  let log: ActionLog
  var body: some View {
    VStack {
      HStack {
        Text("deepest").onAppear { log.entries.append("deepest") }
      }
      .onAppear { log.entries.append("inner stack") }
    }
    .onAppear { log.entries.append("outer stack") }
  }
}

/// `onAppear`, then `onChange(initial: true)`, as written.
private struct AppearThenChange: View {
  let log: ActionLog
  var body: some View {
    Text("one view")
      .onAppear { log.entries.append("appear") }
      .onChange(of: 0, initial: true) { _, _ in log.entries.append("change") }
  }
}

/// `onChange(initial: true)`, then `onAppear`, as written.
private struct ChangeThenAppear: View {
  let log: ActionLog
  var body: some View {
    Text("one view")
      .onChange(of: 0, initial: true) { _, _ in log.entries.append("change") }
      .onAppear { log.entries.append("appear") }
  }
}

/// Two `onChange` modifiers watching the same value.
private struct TwoWatchers: View {
  let log: ActionLog
  @State var value = 0
  var body: some View {
    VStack {
      Button("Bump") { value += 1 }
      Text("\(value)")
        .onChange(of: value) { _, _ in log.entries.append("inner") }
        .onChange(of: value) { _, _ in log.entries.append("outer") }
    }
  }
}

/// Shows what its child's `onAppear` wrote, as its own `onAppear` sees it.
private struct Observer: View {
  @State var seen = "nothing"
  @State var written = "nothing"
  var body: some View {
    VStack {
      Text("seen \(seen)")
      Writer(value: $written)
    }
    .onAppear { seen = written }
  }
}

private struct Writer: View {
  @Binding var value: String
  var body: some View {
    Text("writer").onAppear { value = "written by the child" }
  }
}

@MainActor
@Suite("Action order")
struct ActionOrderTests {
  @Test func aChildsOnAppearRunsBeforeItsParentsAndSiblingsInOrder() {
    let log = ActionLog()
    _ = ViewHost(root: AppearingParent(log: log))
    #expect(log.entries == ["first child", "second child", "parent"])
  }

  @Test func theDeepestContainersActionsRunFirst() {
    let log = ActionLog()
    _ = ViewHost(root: NestedContainers(log: log))
    #expect(log.entries == ["deepest", "inner stack", "outer stack"])
  }

  @Test func onOneViewAppearAndInitialChangeRunInWrittenOrder() {
    let first = ActionLog()
    _ = ViewHost(root: AppearThenChange(log: first))
    #expect(first.entries == ["appear", "change"])
    let second = ActionLog()
    _ = ViewHost(root: ChangeThenAppear(log: second))
    #expect(second.entries == ["change", "appear"])
  }

  @Test func changeActionsOfOneWriteRunFromTheInnermostModifierOutward() throws {
    let log = ActionLog()
    let host = ViewHost(root: TwoWatchers(log: log))
    try host.tap("Bump")
    #expect(log.entries == ["inner", "outer"])
  }

  @Test func aParentsOnAppearSeesWhatItsChildsOnAppearWrote() {
    let host = ViewHost(root: Observer())
    #expect(host.render().contains("Text(\"seen written by the child\")"))
  }
}
