import Testing
import ViewGraph

/// Where views write from their actions.
private final class Log {
  var entries: [String] = []
}

private struct Loader: View {
  let log: Log
  @State var query = "a"
  @State var results: [String] = []

  var body: some View {
    VStack {
      Text(results.joined(separator: ","))
      Button("Search b") { query = "b" }
    }
    .task(id: query) {
      log.entries.append("load \(query)")
      results.append(query.uppercased())
    }
  }
}

private struct Toggled: View {
  let log: Log
  @State var isShown = true

  var body: some View {
    VStack {
      Button("Hide") { isShown = false }
      if isShown {
        Text("Shown")
          .onDisappear { log.entries.append("disappeared") }
          .task {
            do {
              try await Task.sleep(for: .seconds(60))
              log.entries.append("finished")
            } catch {
              log.entries.append("cancelled")
            }
          }
      }
    }
  }
}

private struct Form1: View {
  @State var count = 0
  @State var isLocked = true

  var body: some View {
    VStack {
      Text("\(count)")
      Button("Add") { count += 1 }.disabled(isLocked)
      Button("Unlock") { isLocked = false }
      VStack {
        Button("Inner") { count += 10 }.disabled(false)
      }
      .disabled(true)
    }
  }
}

@MainActor
@Suite("Tasks, onDisappear, disabled", .timeLimit(.minutes(10)))
struct TaskAndLifecycleTests {
  @Test func aTaskRunsAfterTheMountAndItsWritesRecomputeTheView() async {
    let log = Log()
    let host = ViewHost(root: Loader(log: log))
    let report = await host.waitForTasks()
    #expect(log.entries == ["load a"])
    // The task wrote results: Loader once.
    #expect(report.printChangesLines == ["Loader: _results changed."])
    #expect(host.render().contains(#"Text("A")"#))
  }

  @Test func aTaskWithAnIDRunsAgainWhenTheIDChanges() async throws {
    let log = Log()
    let host = ViewHost(root: Loader(log: log))
    await host.waitForTasks()
    try host.tap("Search b")
    await host.waitForTasks()
    #expect(log.entries == ["load a", "load b"])
    #expect(host.render().contains(#"Text("A,B")"#))
  }

  @Test func leavingTheTreeRunsOnDisappearAndCancelsTheTask() async throws {
    let log = Log()
    let host = ViewHost(root: Toggled(log: log))
    try host.tap("Hide")
    #expect(log.entries == ["disappeared"])
    await host.waitForTasks()
    #expect(log.entries == ["disappeared", "cancelled"])
  }

  @Test func aDisabledButtonCannotBeTapped() throws {
    let host = ViewHost(root: Form1())
    #expect {
      try host.tap("Add")
    } throws: { error in
      "\(error)"
        == #"Button titled "Add": it is disabled (Form1/VStack/DisabledView[1]/Button is below .disabled(true))"#
    }
    try host.tap("Unlock")
    let report = try host.tap("Add")
    #expect(report.printChangesLines == ["Form1: _count changed."])
  }

  @Test func disabledFalseBelowDisabledTrueStaysDisabled() {
    let host = ViewHost(root: Form1())
    #expect(throws: ViewHostError.self) { try host.tap("Inner") }
  }
}
