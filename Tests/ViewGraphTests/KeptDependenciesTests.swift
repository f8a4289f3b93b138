import ReadTracking
import Testing
import ViewGraph

private typealias Library = ReadModels.Library

/// Reads `searchText` at every evaluation, and `isSyncing` too while `readsBoth` is on; a
/// button re-evaluates it without changing what it reads.
private struct SteadyReader: View {
  let library: Library
  @State var readsBoth = false
  @State var taps = 0

  var body: some View {
    VStack {
      Button("Tap") { taps += 1 }
      Button("Both") { readsBoth.toggle() }
      Text("\(library.searchText) \(readsBoth ? "\(library.isSyncing)" : "") \(taps)")
    }
  }
}

/// An evaluation that reads exactly what the last one read keeps its scope: the node still
/// depends on exactly what it read, and a write recomputes it as with a new scope.
@MainActor
@Suite("Kept dependencies")
struct KeptDependenciesTests {
  @Test func aViewReadingTheSamePropertyAgainIsRecomputedOnceByAWrite() throws {
    let library = Library()
    let host = ViewHost(root: SteadyReader(library: library))
    try host.tap("Tap")
    try host.tap("Tap")
    #expect(library.observationRegistrar.registrationCounts == (observers: 1, keyPaths: 1))
    library.searchText = "s"
    #expect(host.flush().printChangesLines == ["SteadyReader: Library.searchText changed."])
    // Fired and installed again by that evaluation: the next write recomputes it again.
    try host.tap("Tap")
    library.searchText = "sw"
    #expect(host.flush().printChangesLines == ["SteadyReader: Library.searchText changed."])
    library.isSyncing = true
    #expect(host.flush().evaluationCount == 0)
  }

  @Test func aViewThatAddsAReadThenDropsItDependsOnWhatItReadLast() throws {
    let library = Library()
    let host = ViewHost(root: SteadyReader(library: library))
    try host.tap("Both")
    #expect(library.observationRegistrar.registrationCounts == (observers: 2, keyPaths: 2))
    library.isSyncing = true
    #expect(host.flush().printChangesLines == ["SteadyReader: Library.isSyncing changed."])
    try host.tap("Both")
    #expect(library.observationRegistrar.registrationCounts == (observers: 1, keyPaths: 1))
    library.isSyncing = false
    #expect(host.flush().evaluationCount == 0)
    library.searchText = "read"
    #expect(host.flush().printChangesLines == ["SteadyReader: Library.searchText changed."])
  }
}
