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

private final class Pulse: ObservableObject, Sendable {}

/// Has another thread send `pulse.objectWillChange`, and waits until it has: an invalidation
/// posted from another thread while the calling thread runs a pass.
private func sendFromAnotherThread(_ pulse: Pulse) {
  let sent = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    pulse.objectWillChange.send()
    sent.signal()
  }
  sent.wait()
}

/// A view each of whose evaluations makes another thread invalidate it again.
private struct PulsedLabel: View {
  @ObservedObject var pulse: Pulse

  var body: some View {
    sendFromAnotherThread(pulse)
    return Text("pulsed")
  }
}

/// A view whose `onAppear` raises a follow-up pass, above a view invalidated from another thread.
private struct StartingScreen: View {
  let pulse: Pulse
  @State var started = false

  var body: some View {
    VStack {
      Text(started ? "started" : "idle")
      PulsedLabel(pulse: pulse)
    }
    .onAppear { started = true }
  }
}

/// A view that writes its state whenever it updates, next to one invalidated from another thread.
private struct RestlessScreen: View {
  let pulse: Pulse
  @State var count = 0

  var body: some View {
    VStack {
      Text("\(count)").onChange(of: count, initial: true) { _, new in count = new + 1 }
      PulsedLabel(pulse: pulse)
    }
  }
}

@MainActor
@Suite("Publish-on-write across threads", .timeLimit(.minutes(10)))
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
    // Sends from another thread are never taken for publishing from a body, nor for a loop.
    #expect(issues.isEmpty)
    #expect(!host.hasPendingInvalidations)
    if toggles % 2 == 1 { _ = try? host.toggle("Shown") }
    beacon.objectWillChange.send()
    #expect(host.flush().printChangesLines == ["BeaconHolder: _beacon changed."])
  }

  @Test func invalidationsPostedByAnotherThreadDuringAPassWaitForTheNextFlush() {
    let pulse = Pulse()
    let host = ViewHost(root: PulsedLabel(pulse: pulse))
    #expect(host.mountReport.passCount == 1)
    #expect(host.mountReport.issues.isEmpty)
    for _ in 0..<20 {
      #expect(host.hasPendingInvalidations)
      let report = host.flush()
      // One pass, one evaluation: the send made during it is not a follow-up of the flush.
      #expect(report.passCount == 1)
      #expect(report.printChangesLines == ["PulsedLabel: _pulse changed."])
      #expect(report.issues.isEmpty)
    }
  }

  @Test func invalidationsPostedByAnotherThreadRideAlongWithAFollowUpPass() {
    let host = ViewHost(root: StartingScreen(pulse: Pulse()))
    let report = host.mountReport
    // The `onAppear` write calls for pass 1, which also handles the send made during pass 0;
    // the send made during pass 1 calls for nothing and waits for the next flush.
    #expect(report.passCount == 2)
    #expect(
      report.evaluations.filter { $0.pass == 1 }.map(\.printChangesLine)
        == ["StartingScreen: _started changed.", "PulsedLabel: _pulse changed."])
    #expect(report.issues.isEmpty)
    #expect(host.hasPendingInvalidations)
    #expect(host.render().contains("Text(\"started\")"))
  }

  @Test func anInvalidationLoopNamesOnlyTheViewsThatTheFlushInvalidated() throws {
    let host = ViewHost(root: RestlessScreen(pulse: Pulse()))
    let report = host.mountReport
    #expect(report.passCount == 9)
    let issue = try #require(report.issues.first)
    #expect(report.issues.count == 1)
    #expect(issue.kind == .invalidationLoop)
    #expect(
      issue.message
        == "invalidation loop: views were still invalidated after 8 follow-up passes: "
        + "RestlessScreen (_count); each write during a pass schedules another pass, so a view "
        + "that writes state whenever it updates never settles")
  }
}
