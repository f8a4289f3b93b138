import Testing
import ViewGraph

private struct ThemeKey: EnvironmentKey {
  static var defaultValue: String { "plain" }
}

extension EnvironmentValues {
  fileprivate var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

private struct Themed: View {
  @State var theme = "dark"
  @State var unrelated = 0

  var body: some View {
    VStack {
      Button("Light") { theme = "light" }
      Button("Touch") { unrelated += 1 }
      Text("touched \(unrelated)")
      Middle(action: {})
      Middle(action: {}).environment(\.theme, "fixed")
    }
    .environment(\.theme, theme)
  }
}

/// Does not read the environment; its `let` is equal, so it is skipped and the new environment
/// must still reach `ThemeReader` below it.
private struct Middle: View, Equatable {
  let action: () -> Void
  var body: some View { ThemeReader() }
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
}

private struct ThemeReader: View {
  @Environment(\.theme) var theme
  var body: some View { Text("theme " + theme) }
}

private struct Appearing: View {
  @State var log: [String] = []
  @State var shown = false

  var body: some View {
    VStack {
      Button("Show") { shown.toggle() }
      Text(log.joined(separator: ","))
      if shown {
        Text("child").onAppear { log.append("appeared") }
      }
    }
  }
}

private struct Watching: View {
  @State var value = 0
  @State var changes: [String] = []
  @State var other = 0

  var body: some View {
    VStack {
      Button("Bump") { value += 1 }
      Button("Other") { other += 1 }
      Text(changes.joined(separator: ","))
    }
    .onChange(of: value) { old, new in changes.append("\(old)->\(new)") }
  }
}

private struct Looping: View {
  @State var count = 0
  var body: some View {
    Text("\(count)").onChange(of: count, initial: true) { _, new in count = new + 1 }
  }
}

/// Holds the host so that an action can (wrongly) flush it from inside a pass.
private final class HostBox {
  var host: ViewHost?
}

private struct ReentrantFlusher: View {
  let box: HostBox
  @State var appeared = false

  var body: some View {
    Text(appeared ? "appeared" : "not yet")
      .onAppear {
        appeared = true
        if let host = box.host {
          MainActor.assumeIsolated { _ = host.flush() }
        }
      }
  }
}

@MainActor
@Suite("Modifiers and environment")
struct ModifierTests {
  @Test func environmentValueReachesReadersThroughSkippedViews() throws {
    let host = ViewHost(root: Themed())
    #expect(
      host.nodes(ofType: Text.self).compactMap { ($0.view as? Text)?.content } == [
        "touched 0", "theme dark", "theme fixed",
      ])
    let report = try host.tap("Light")
    #expect(report.evaluations.map(\.viewType) == ["Themed", "ThemeReader"])
    #expect(report.evaluations[1].printChangesLine == "ThemeReader: _theme changed.")
    #expect(
      host.nodes(ofType: Text.self).compactMap { ($0.view as? Text)?.content } == [
        "touched 0", "theme light", "theme fixed",
      ])
  }

  @Test func unchangedEnvironmentDoesNotRecomputeReaders() throws {
    let host = ViewHost(root: Themed())
    let report = try host.tap("Touch")
    #expect(report.evaluations.map(\.viewType) == ["Themed"])
  }

  @Test func environmentReadWithoutWriterGivesTheDefault() {
    let host = ViewHost(root: ThemeReader())
    #expect(host.render().contains("Text(\"theme plain\")"))
  }

  @Test func onAppearRunsAfterTheMountingPassAndItsWritesFollowUp() throws {
    let host = ViewHost(root: Appearing())
    let report = try host.tap("Show")
    #expect(report.passCount == 2)
    #expect(report.evaluations.map(\.pass) == [0, 1])
    #expect(host.render().contains("Text(\"appeared\")"))
    try host.tap("Show")
    try host.tap("Show")
    #expect(host.render().contains("Text(\"appeared,appeared\")"))
  }

  @Test func onChangeRunsWithOldAndNewValueOnlyWhenTheValueChanges() throws {
    let host = ViewHost(root: Watching())
    try host.tap("Bump")
    try host.tap("Other")
    try host.tap("Bump")
    #expect(host.render().contains("Text(\"0->1,1->2\")"))
  }

  @Test func endlessFollowUpPassesStopWithAnErrorNamingTheLoop() throws {
    let host = ViewHost(root: Looping())
    let report = host.mountReport
    #expect(report.passCount == 9)
    let issue = try #require(report.issues.first)
    #expect(issue.kind == .invalidationLoop)
    #expect(issue.path == "Looping")
    #expect(
      issue.message
        == "invalidation loop: views were still invalidated after 8 follow-up passes: "
        + "Looping (_count); each write during a pass schedules another pass, so a view that "
        + "writes state whenever it updates never settles")
    #expect(host.hasPendingInvalidations)
  }

  @Test func flushFromAnActionDuringAPassIsRefusedAndReported() throws {
    let box = HostBox()
    let host = ViewHost(root: Wrapper(box: box))
    box.host = host
    let report = try host.tap("Show")
    #expect(report.issues.map(\.kind) == [.reentrantFlush])
    #expect(report.issues.first?.path == "Wrapper")
    #expect(host.render().contains("Text(\"appeared\")"))
  }
}

private struct Wrapper: View {
  let box: HostBox
  @State var shown = false

  var body: some View {
    VStack {
      Button("Show") { shown = true }
      if shown {
        ReentrantFlusher(box: box)
      }
    }
  }
}
