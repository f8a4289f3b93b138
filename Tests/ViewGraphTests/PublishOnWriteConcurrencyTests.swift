import Dispatch
import PublishOnWrite
import Synchronization
import Testing
import ViewGraph

private final class Progress: ObservableObject, @unchecked Sendable {
  // Safety: `completed` is written only by background work that the test waits for before the
  // main actor reads it again (through a flush); nothing reads it while the work runs.
  @Published var completed = 0
}

private struct ProgressLabel: View {
  @ObservedObject var progress: Progress
  var body: some View { Text("\(progress.completed) done") }
}

private struct ProgressBoard: View {
  let items: [Progress]

  var body: some View {
    VStack {
      ForEach(items.indices, id: \.self) { index in
        ProgressLabel(progress: items[index])
      }
    }
  }
}

private final class Beacon: ObservableObject, Sendable {}

private struct BeaconHolder: View {
  @StateObject var beacon: Beacon

  init(beacon: Beacon) {
    _beacon = StateObject(wrappedValue: beacon)
  }

  var body: some View { Text("beacon") }
}

private struct BeaconScreen: View {
  let beacon: Beacon
  @State var shown = true

  var body: some View {
    VStack {
      Toggle("Shown", isOn: $shown)
      if shown {
        BeaconHolder(beacon: beacon)
      }
    }
  }
}

@MainActor
@Suite("Publish-on-write across threads", .timeLimit(.minutes(1)))
struct PublishOnWriteConcurrencyTests {
  @Test func writesFromADetachedTaskArePickedUpByTheNextFlush() async {
    let progress = Progress()
    let host = ViewHost(root: ProgressLabel(progress: progress))
    await Task.detached {
      for _ in 0..<100 { progress.completed += 1 }
    }.value
    #expect(host.hasPendingInvalidations)
    let report = host.flush()
    // 100 writes, one holder: one evaluation.
    #expect(report.printChangesLines == ["ProgressLabel: _progress changed."])
    #expect(report.issues.isEmpty)
    #expect(host.render().contains("Text(\"100 done\")"))
  }

  @Test func writesFromConcurrentQueueWorkersAreCoalescedPerHolder() {
    let items = (0..<4).map { _ in Progress() }
    let host = ViewHost(root: ProgressBoard(items: items))
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      for _ in 0..<50 { items[index].completed += 1 }
    }
    let report = host.flush()
    // Four holders, 50 writes each: four evaluations.
    #expect(report.evaluationCount == 4)
    #expect(report.evaluations.allSatisfy { $0.viewType == "ProgressLabel" })
    #expect(host.render().split(separator: "\n").count { $0.contains("Text(\"50 done\")") } == 4)
  }

  @Test func backgroundSendsDuringPassesAreNotMisuseAndAreAllPickedUp() {
    let beacon = Beacon()
    let host = ViewHost(root: BeaconScreen(beacon: beacon))
    let done = Atomic(false)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      for _ in 0..<2_000 { beacon.objectWillChange.send() }
      done.store(true, ordering: .releasing)
    }
    var issues: [RuntimeIssue] = []
    var toggles = 0
    while !done.load(ordering: .acquiring) {
      // Unmounting and remounting the holder cancels and remakes its subscription while the
      // sender runs.
      if let report = try? host.toggle("Shown") { issues += report.issues }
      toggles += 1
    }
    group.wait()
    issues += host.flush().issues
    // Sends from another thread are never taken for publishing from a body. (A sender faster
    // than the passes can make a flush report an invalidation loop: the graph drains the
    // invalidations that arrive during a flush as its follow-ups.)
    #expect(!issues.contains { $0.kind == .publishingDuringUpdate })
    #expect(!host.hasPendingInvalidations)
    if toggles % 2 == 1 { _ = try? host.toggle("Shown") }
    beacon.objectWillChange.send()
    #expect(host.flush().printChangesLines == ["BeaconHolder: _beacon changed."])
  }
}
