import ReadTracking
import Testing
import ViewGraph

private typealias Library = ReadModels.Library

/// Two children holding the same object, each reading one property.
private struct TwoReaders: View {
  let library: Library

  var body: some View {
    VStack {
      SearchReader(library: library)
      SyncReader(library: library)
    }
  }
}

private struct SearchReader: View {
  let library: Library
  var body: some View { Text("search: " + library.searchText) }
}

private struct SyncReader: View {
  let library: Library
  var body: some View { Text(library.isSyncing ? "Syncing…" : "Up to date") }
}

/// Reads `searchText` or `isSyncing` depending on its own state.
private struct BranchReader: View {
  let library: Library
  @State var readsSearch = true

  var body: some View {
    VStack {
      Button("Flip") { readsSearch.toggle() }
      if readsSearch {
        Text("search: " + library.searchText)
      } else {
        Text("syncing: \(library.isSyncing)")
      }
    }
  }
}

/// Reads `searchText` while its toggle is on, and nothing tracked otherwise.
private struct IntermittentReader: View {
  let library: Library
  @State var reads = true
  @State var taps = 0

  var body: some View {
    VStack {
      Button("Flip") { reads.toggle() }
      Button("Tap") { taps += 1 }
      Text(reads ? "search: " + library.searchText : "taps: \(taps)")
    }
  }
}

/// Shows a reader of `searchText` while its toggle is on.
private struct RemovableReader: View {
  let library: Library
  @State var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown {
        SearchReader(library: library)
      }
    }
  }
}

/// A text field given a binding made outside any view: only the field's resolution of the
/// binding reads the property.
private struct BoundField: View {
  let text: Binding<String>
  var body: some View { TextField("Search", text: text) }
}

@MainActor
@Suite("Read-tracking dependencies")
struct ReadTrackingDependencyTests {
  @Test func onlyTheViewReadingTheWrittenPropertyRecomputes() {
    let library = Library()
    let host = ViewHost(root: TwoReaders(library: library))
    library.searchText = "swift"
    let report = host.flush()
    #expect(report.evaluations.map(\.path) == ["TwoReaders/VStack/SearchReader[0]"])
    #expect(report.printChangesLines == ["SearchReader: Library.searchText changed."])
    #expect(
      report.evaluations.first?.reasons
        == [.dependency(object: "Library", property: "searchText")])
    library.isSyncing = true
    #expect(host.flush().printChangesLines == ["SyncReader: Library.isSyncing changed."])
  }

  @Test func aWriteOnlyMarksTheNodeDirtyUntilTheNextPass() {
    let library = Library()
    let host = ViewHost(root: TwoReaders(library: library))
    library.searchText = "s"
    library.searchText = "sw"
    #expect(host.hasPendingInvalidations)
    #expect(host.counters.total == 3)
    #expect(host.render().contains("Text(\"search: \")"))
    // Two writes before the pass: one evaluation.
    #expect(host.flush().evaluationCount == 1)
    #expect(host.render().contains("Text(\"search: sw\")"))
  }

  @Test func dependenciesAreReplacedOnEachEvaluation() throws {
    let library = Library()
    let host = ViewHost(root: BranchReader(library: library))
    try host.tap("Flip")
    library.searchText = "no longer read"
    #expect(host.flush().evaluationCount == 0)
    library.isSyncing = true
    #expect(host.flush().printChangesLines == ["BranchReader: Library.isSyncing changed."])
  }

  @Test func aViewThatStopsReadingIsTrackedAgainOnlyOnceItReadsAgain() throws {
    let library = Library()
    let host = ViewHost(root: IntermittentReader(library: library))
    #expect(library.observationRegistrar.registrationCounts == (observers: 1, keyPaths: 1))
    // Two evaluations in a row that read nothing tracked: nothing registered, nothing fires.
    try host.tap("Flip")
    try host.tap("Tap")
    #expect(library.observationRegistrar.registrationCounts == (observers: 0, keyPaths: 0))
    library.searchText = "not read"
    #expect(!host.hasPendingInvalidations)
    // Reading again registers again.
    try host.tap("Flip")
    #expect(library.observationRegistrar.registrationCounts == (observers: 1, keyPaths: 1))
    library.searchText = "read"
    #expect(
      host.flush().printChangesLines == ["IntermittentReader: Library.searchText changed."])
  }

  @Test func dependenciesAreCancelledWhenTheIdentityLeaves() throws {
    let library = Library()
    let host = ViewHost(root: RemovableReader(library: library))
    // Only SearchReader reads the library: one registration, one property.
    #expect(library.observationRegistrar.registrationCounts == (observers: 1, keyPaths: 1))
    try host.toggle("Show")
    #expect(library.observationRegistrar.registrationCounts == (observers: 0, keyPaths: 0))
    library.searchText = "after removal"
    #expect(!host.hasPendingInvalidations)
    #expect(host.flush().evaluationCount == 0)
  }

  @Test func aViewThatReadsNothingTrackedRegistersNothing() {
    let library = Library()
    _ = ViewHost(root: BoundField(text: .constant("fixed")))
    #expect(library.observationRegistrar.registrationCounts == (observers: 0, keyPaths: 0))
  }

  @Test func theValueATextFieldResolvesIsADependencyOfTheControlNotOfTheViewOwningIt() throws {
    let library = Library()
    let binding = Bindable(library).searchText
    let host = ViewHost(root: BoundField(text: binding))
    // The control's own scope is the one registration.
    #expect(library.observationRegistrar.registrationCounts == (observers: 1, keyPaths: 1))
    library.searchText = "typed elsewhere"
    let report = host.flush()
    #expect(report.evaluationCount == 0)
    #expect(
      report.controlUpdates.map(\.line) == [
        "TextField: Library.searchText changed. (control update, no body)"
      ])
    #expect(report.controlUpdates.map(\.outputChanged) == [true])
    #expect(host.render().contains("TextField(\"Search\", text: \"typed elsewhere\")"))
    // Typing writes through the binding: the control updates, no body is recomputed.
    let typed = try host.type("!", into: "Search")
    #expect(library.searchText == "typed elsewhere!")
    #expect(typed.evaluationCount == 0)
    #expect(typed.controlUpdates.map(\.path) == ["BoundField/TextField"])
    #expect(host.render().contains("TextField(\"Search\", text: \"typed elsewhere!\")"))
  }

}
