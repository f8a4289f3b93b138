import Dispatch
import ReadTracking
import Testing
import ViewGraph

private typealias Library = ReadModels.Library

/// One row per library, each reading its own library's search text.
private struct Libraries: View {
  let libraries: [Library]

  var body: some View {
    VStack {
      ForEach(libraries.indices, id: \.self) { index in
        LibraryRow(library: libraries[index])
      }
    }
  }
}

private struct LibraryRow: View {
  let library: Library
  var body: some View { Text("search: " + library.searchText) }
}

@MainActor
@Suite("Read-tracking concurrency", .timeLimit(.minutes(10)))
struct ReadTrackingConcurrencyTests {
  @Test func aWriteFromATaskIsPickedUpByTheNextFlush() async {
    let library = Library()
    let host = ViewHost(root: LibraryRow(library: library))
    await Task.detached {
      library.searchText = "from a task"
    }.value
    #expect(host.hasPendingInvalidations)
    let report = host.flush()
    #expect(report.printChangesLines == ["LibraryRow: Library.searchText changed."])
    #expect(host.render().contains("Text(\"search: from a task\")"))
  }

  @Test(arguments: [2, 8])
  func concurrentWritesFromBackgroundThreadsMarkExactlyTheirReaders(threads: Int) {
    let libraries = (0..<threads * 2).map { _ in Library() }
    let host = ViewHost(root: Libraries(libraries: libraries))
    for round in 1...20 {
      // Each thread writes its own library (every other one), at the same time as the others.
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        libraries[thread * 2].searchText = "round \(round)"
      }
      let report = host.flush()
      // One evaluation per written library, none for the others.
      #expect(report.evaluationCount == threads)
      #expect(report.evaluations.allSatisfy { $0.viewType == "LibraryRow" })
      #expect(report.issues.isEmpty)
    }
    #expect(host.render().split(separator: "\n").count { $0.contains("round 20") } == threads)
  }

  @Test func twoBackgroundWritesBeforeAFlushEvaluateTheReaderOnce() async throws {
    let library = Library()
    let host = ViewHost(root: Libraries(libraries: [library]))
    await Task.detached {
      library.searchText = "first"
      library.searchText = "second"
    }.value
    // Two writes, one scope: it fired once, and the next flush evaluates the row once.
    #expect(host.flush().evaluationCount == 1)
    #expect(library.observationRegistrar.registrationCounts == (observers: 1, keyPaths: 1))
  }
}
