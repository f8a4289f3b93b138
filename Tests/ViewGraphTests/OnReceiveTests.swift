import PublishOnWrite
import Testing
import ViewGraph

/// Counts what a subject sends, in state.
private struct Ticker: View {
  let ticks: PassthroughSubject<Int, Never>
  @State var total = 0

  var body: some View {
    Text("total \(total)").onReceive(ticks) { total += $0 }
  }
}

/// Shows a ``Ticker`` until its button hides it.
private struct Toggling: View {
  let ticks: PassthroughSubject<Int, Never>
  @State var shown = true

  var body: some View {
    VStack {
      Button("Hide") { shown = false }
      if shown { Ticker(ticks: ticks) }
    }
  }
}

/// Passes one of two subjects to a ``Ticker``.
private struct Switching: View {
  let first: PassthroughSubject<Int, Never>
  let second: PassthroughSubject<Int, Never>
  @State var useSecond = false

  var body: some View {
    VStack {
      Button("Switch") { useSecond = true }
      Ticker(ticks: useSecond ? second : first)
    }
  }
}

/// A model whose property a view receives.
private final class Scores: ObservableObject {
  @Published var best = 5
}

/// Mirrors `scores.best` into state through `$best`.
private struct Mirror: View {
  let scores: Scores
  @State var shown = 0

  var body: some View {
    Text("best \(shown)").onReceive(scores.$best) { shown = $0 }
  }
}

@MainActor
@Suite("onReceive", .timeLimit(.minutes(10)))
struct OnReceiveTests {
  @Test func valueIsActedOnInTheNextPassNotWhenSent() {
    let ticks = PassthroughSubject<Int, Never>()
    let host = ViewHost(root: Ticker(ticks: ticks))
    ticks.send(2)
    #expect(host.render().contains("total 0"))
    let report = host.flush()
    #expect(host.render().contains("total 2"))
    #expect(report.evaluations.map(\.path) == ["Ticker"])
  }

  @Test func valuesSentBetweenPassesAreActedOnInOrder() {
    let ticks = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    struct Logging: View {
      let ticks: PassthroughSubject<Int, Never>
      let log: (Int) -> Void
      var body: some View { Text("log").onReceive(ticks, perform: log) }
    }
    let host = ViewHost(root: Logging(ticks: ticks) { seen.append($0) })
    ticks.send(1)
    ticks.send(2)
    ticks.send(3)
    #expect(seen.isEmpty)
    host.flush()
    #expect(seen == [1, 2, 3])
  }

  @Test func subscriptionEndsWhenTheIdentityLeaves() throws {
    let ticks = PassthroughSubject<Int, Never>()
    var sinks = 0
    let probe = ticks.sink { _ in sinks += 1 }
    let host = ViewHost(root: Toggling(ticks: ticks))
    try host.tap("Hide")
    #expect(!host.render().contains("total"))
    ticks.send(1)
    let report = host.flush()
    // Only the probe received it; no view acted on it.
    #expect(sinks == 1)
    #expect(report.evaluations.isEmpty)
    probe.cancel()
  }

  @Test func aNewPublisherReplacesTheSubscription() throws {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let host = ViewHost(root: Switching(first: first, second: second))
    try host.tap("Switch")
    first.send(10)
    host.flush()
    #expect(host.render().contains("total 0"))
    second.send(3)
    host.flush()
    #expect(host.render().contains("total 3"))
  }

  @Test func publishedPropertyDeliversItsCurrentValueOnAppearThenEachWrite() {
    let scores = Scores()
    let host = ViewHost(root: Mirror(scores: scores))
    #expect(host.render().contains("best 5"))
    scores.best = 9
    host.flush()
    #expect(host.render().contains("best 9"))
  }
}
