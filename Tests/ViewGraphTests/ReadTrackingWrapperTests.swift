import ReadTracking
import Testing
import ViewGraph

private typealias Library = ReadModels.Library

/// Makes libraries and counts them, to see how often an initializer expression runs.
private final class LibraryFactory {
  private let keepsLibraries: Bool
  private(set) var made = 0
  private(set) var libraries: [Library] = []
  private(set) weak var last: Library?

  init(keepsLibraries: Bool = true) {
    self.keepsLibraries = keepsLibraries
  }

  func make() -> Library {
    made += 1
    let library = Library()
    library.searchText = "library \(made)"
    if keepsLibraries { libraries.append(library) }
    last = library
    return library
  }
}

/// Re-evaluates `Owner` with a new input on every tick.
private struct OwnerParent: View {
  let factory: LibraryFactory
  @State var tick = 0

  var body: some View {
    VStack {
      Button("Tick") { tick += 1 }
      Owner(tick: tick, factory: factory)
    }
  }
}

/// Owns a library with `@State`.
private struct Owner: View {
  let tick: Int
  @State var library: Library

  init(tick: Int, factory: LibraryFactory) {
    self.tick = tick
    _library = State(wrappedValue: factory.make())
  }

  var body: some View { Text("tick \(tick): \(library.searchText)") }
}

/// Shows an `Owner` while its toggle is on.
private struct RemovableOwner: View {
  let factory: LibraryFactory
  @State var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown {
        Owner(tick: 0, factory: factory)
      }
    }
  }
}

/// Injects a library for `SearchField`, or another one.
private struct Injector: View {
  let first: Library
  let second: Library
  @State var useSecond = false

  var body: some View {
    VStack {
      Button("Swap") { useSecond.toggle() }
      SearchField().environment(useSecond ? second : first)
    }
  }
}

/// Reads the injected library and edits its search text through a local `@Bindable`.
private struct SearchField: View {
  @Environment(Library.self) var library

  var body: some View {
    @Bindable var library = library
    TextField("Search", text: $library.searchText)
  }
}

/// Edits a library passed in, through a `@Bindable` field.
private struct Editor: View {
  @Bindable var library: Library

  var body: some View {
    VStack {
      TextField("Search", text: $library.searchText)
      Toggle("Syncing", isOn: $library.isSyncing)
    }
  }
}

/// Re-evaluates `Editor` with the same object on every tick.
private struct EditorParent: View {
  let library: Library
  @State var tick = 0

  var body: some View {
    VStack {
      Button("Tick \(tick)") { tick += 1 }
      Editor(library: library)
    }
  }
}

@MainActor
@Suite("Read-tracking model wrappers")
struct ReadTrackingWrapperTests {
  @Test func stateOwningAnObservableKeepsOneInstanceAcrossParentEvaluations() throws {
    let factory = LibraryFactory()
    let host = ViewHost(root: OwnerParent(factory: factory))
    try host.tap("Tick")
    try host.tap("Tick")
    // The parent made three `Owner` values; the node kept the first library.
    #expect(factory.made == 3)
    #expect(host.render().contains("Text(\"tick 2: library 1\")"))
    // The kept library is the one the view depends on; the discarded ones are not read.
    factory.libraries[2].searchText = "discarded"
    #expect(host.flush().evaluationCount == 0)
    factory.libraries[0].searchText = "kept"
    #expect(host.flush().printChangesLines == ["Owner: Library.searchText changed."])
    #expect(host.render().contains("Text(\"tick 2: kept\")"))
  }

  @Test func stateReleasesItsObjectWhenTheIdentityLeavesAndComesBackWithANewOne() throws {
    let factory = LibraryFactory(keepsLibraries: false)
    let host = ViewHost(root: RemovableOwner(factory: factory))
    weak let first = factory.last
    #expect(first != nil)
    try host.toggle("Show")
    #expect(first == nil)
    try host.toggle("Show")
    // Mount, then the parent re-evaluated twice but `Owner` was made only when shown: 2.
    #expect(factory.made == 2)
    #expect(host.render().contains("Text(\"tick 0: library 2\")"))
  }

  @Test func environmentReadsTheInjectedObjectWhoseBindingTheControlReads() throws {
    let first = Library()
    let second = Library()
    let host = ViewHost(root: Injector(first: first, second: second))
    // SearchField only makes the binding; the text field reads it, as a control update.
    first.searchText = "first"
    let written = host.flush()
    #expect(written.evaluationCount == 0)
    #expect(
      written.controlUpdates.map(\.line) == [
        "TextField: Library.searchText changed. (control update, no body)"
      ])
    #expect(host.render().contains("TextField(\"Search\", text: \"first\")"))
    // Another object injected: the reader recomputes for its `@Environment` field.
    let swapped = try host.tap("Swap")
    #expect(
      swapped.printChangesLines == [
        "Injector: _useSecond changed.", "SearchField: _library changed.",
      ])
    #expect(first.observationRegistrar.registrationCounts == (observers: 0, keyPaths: 0))
    second.searchText = "second"
    let secondWritten = host.flush()
    #expect(secondWritten.evaluationCount == 0)
    #expect(secondWritten.controlUpdates.map(\.viewType) == ["TextField"])
    #expect(host.render().contains("TextField(\"Search\", text: \"second\")"))
  }

  @Test func aLocalBindableWritesThroughTheBinding() throws {
    let library = Library()
    let host = ViewHost(root: Injector(first: library, second: Library()))
    let report = try host.type("swift", into: "Search")
    #expect(library.searchText == "swift")
    #expect(report.evaluationCount == 0)
    #expect(report.controlUpdates.map(\.viewType) == ["TextField"])
    #expect(host.render().contains("TextField(\"Search\", text: \"swift\")"))
  }

  @Test func aBindableFieldWritesThroughTheBindingAndOnlyTheControlsReadIt() throws {
    let library = Library()
    let host = ViewHost(root: EditorParent(library: library))
    let typed = try host.type("s", into: "Search")
    #expect(library.searchText == "s")
    #expect(typed.evaluationCount == 0)
    #expect(
      typed.controlUpdates.map(\.line) == [
        "TextField: Library.searchText changed. (control update, no body)"
      ])
    let toggled = try host.toggle("Syncing")
    #expect(library.isSyncing)
    #expect(toggled.evaluationCount == 0)
    #expect(
      toggled.controlUpdates.map(\.line) == [
        "Toggle: Library.isSyncing changed. (control update, no body)"
      ])
    #expect(host.render().contains("Toggle(\"Syncing\", isOn: true)"))
  }

  @Test func aBindableFieldWithTheSameObjectIsAnUnchangedInput() throws {
    let library = Library()
    let host = ViewHost(root: EditorParent(library: library))
    let report = try host.tap("Tick 0")
    #expect(report.evaluations.map(\.viewType) == ["EditorParent"])
  }
}
