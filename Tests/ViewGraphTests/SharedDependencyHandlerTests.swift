import Dispatch
import Foundation
import ReadTracking
import Synchronization
import Testing
import ViewGraph

private typealias Library = ReadModels.Library

/// One row per library, each reading its own library's search text, until "Hide" removes them.
private struct HideableLibraries: View {
  let libraries: [Library]
  @State var isShown = true

  var body: some View {
    VStack {
      Button("Hide") { isShown = false }
      if isShown {
        ForEach(libraries.indices, id: \.self) { index in
          SharedHandlerRow(library: libraries[index])
        }
      }
    }
  }
}

private struct SharedHandlerRow: View {
  let library: Library
  var body: some View { Text("search: " + library.searchText) }
}

/// Every node's read-tracking scope calls the graph's one handler, told the node's id: no
/// handler object is made per node, and a scope that fires on another thread while its node
/// leaves the tree, or while the whole graph goes, reaches nothing torn down.
@MainActor
@Suite("Shared dependency handler", .timeLimit(.minutes(10)))
struct SharedDependencyHandlerTests {
  @Test func everyTrackedNodeTellsTheGraphsOneHandlerItsOwnID() {
    let libraries = (0..<5).map { _ in Library() }
    let host = ViewHost(root: HideableLibraries(libraries: libraries))
    let handlers = host.trackedDependencyHandlers
    #expect(handlers.count == 5)
    #expect(handlers.allSatisfy { $0.isGraphsHandler && $0.toldID == $0.nodeID })
    #expect(Set(handlers.map(\.nodeID)).count == 5)
    libraries[2].searchText = "written"
    let report = host.flush()
    #expect(report.printChangesLines == ["SharedHandlerRow: Library.searchText changed."])
    #expect(host.render().contains("Text(\"search: written\")"))
    #expect(host.trackedDependencyHandlers.map(\.nodeID) == handlers.map(\.nodeID))
  }

  // The writer only writes: the main thread reads no library while it runs (the models are
  // not thread-safe), so the passes below evaluate no row.

  @Test func writesFromAnotherThreadWhileRowsLeaveAndTheGraphGoesReachNothingTornDown() throws {
    let libraries = (0..<500).map { _ in Library() }
    var host: ViewHost? = ViewHost(root: HideableLibraries(libraries: libraries))
    let writer = Writer(libraries)
    // Parents are evaluated first: the rows leave, their scopes cancelled, maybe while the
    // writer fires them, before any row would be evaluated again.
    try host!.tap("Hide")
    #expect(host!.trackedDependencyHandlers.isEmpty)
    for _ in 0..<3 {
      let report = host!.flush()
      #expect(report.evaluations.allSatisfy { $0.viewType != "SharedHandlerRow" })
      #expect(report.issues.isEmpty)
    }
    // The graph goes while the writer still writes.
    host = nil
    writer.stopAfterTwoMoreRounds()
    #expect(
      libraries.allSatisfy {
        $0.observationRegistrar.registrationCounts == (observers: 0, keyPaths: 0)
      })
  }

  @Test func writesFromAnotherThreadWhileTheGraphGoesWithItsRowsMountedCrashNothing() {
    let libraries = (0..<500).map { _ in Library() }
    var host: ViewHost? = ViewHost(root: HideableLibraries(libraries: libraries))
    #expect(host?.trackedDependencyHandlers.count == 500)
    let writer = Writer(libraries)
    // Released with every row mounted: each row's scope is cancelled as its token goes, maybe
    // while a write is firing it on the writer's thread.
    host = nil
    writer.stopAfterTwoMoreRounds()
    #expect(
      libraries.allSatisfy {
        $0.observationRegistrar.registrationCounts == (observers: 0, keyPaths: 0)
      })
  }
}

/// A thread that writes every library's search text, round after round, until stopped.
private final class Writer: Sendable {
  private let stop = Atomic(false)
  private let rounds = Atomic(0)
  private let done = DispatchSemaphore(value: 0)

  init(_ libraries: [Library]) {
    Thread { [self] in
      var round = 0
      while !stop.load(ordering: .acquiring) {
        round += 1
        for library in libraries { library.searchText = "round \(round)" }
        rounds.store(round, ordering: .releasing)
      }
      done.signal()
    }.start()
  }

  /// Lets the writer finish two more rounds, then stops it and waits for it.
  func stopAfterTwoMoreRounds() {
    let reached = rounds.load(ordering: .acquiring)
    while rounds.load(ordering: .acquiring) < reached + 2 {}
    stop.store(true, ordering: .releasing)
    done.wait()
  }
}
