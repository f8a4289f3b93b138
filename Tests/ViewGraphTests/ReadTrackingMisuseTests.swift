import ReadTracking
import Testing
import ViewGraph

private typealias Library = ReadModels.Library

/// Reads an injected library that nobody injected.
private struct Orphan: View {
  var body: some View {
    VStack {
      Text("above")
      Reader()
    }
  }
}

private struct Reader: View {
  @Environment(Library.self) var library
  var body: some View { Text("search: " + library.searchText) }
}

/// Injects a library for `Reader` while its toggle is on.
private struct SometimesInjected: View {
  let library: Library
  @State var isInjected = true

  var body: some View {
    VStack {
      Toggle("Inject", isOn: $isInjected)
      Reader().injecting(library, as: InjectedObjectKey(Library.self, .observable), if: isInjected)
    }
  }
}

/// Injects a library with `.environmentObject`'s key, which `@Environment` does not read.
private struct WrongInjection: View {
  let library: Library
  var body: some View {
    Reader().injecting(library, as: InjectedObjectKey(Library.self, .environmentObject), if: true)
  }
}

/// Writes the library's search text from its body once armed; another view reads it.
private struct WriterScreen: View {
  let library: Library

  var body: some View {
    VStack {
      BodyWriter(library: library)
      SearchReader(library: library)
    }
  }
}

private struct BodyWriter: View {
  let library: Library
  @State var isArmed = false

  var body: some View {
    if isArmed { library.searchText = "written by a body" }
    return Button("Arm") { isArmed = true }
  }
}

private struct SearchReader: View {
  let library: Library
  var body: some View { Text("search: " + library.searchText) }
}

/// Reads the search text and writes it from its body once armed.
private struct SelfWriter: View {
  let library: Library
  @State var isArmed = false

  var body: some View {
    let text = library.searchText
    if isArmed { library.searchText = "self-written" }
    return Button("Arm: " + text) { isArmed = true }
  }
}

extension View {
  /// Injects `object` under `key` when `condition` holds, and nothing otherwise, keeping the
  /// same structure either way.
  fileprivate func injecting(
    _ object: AnyObject, as key: InjectedObjectKey, if condition: Bool
  ) -> EnvironmentWriterView<Self, InjectedObject?> {
    environment(\.[injected: key], condition ? InjectedObject(object) : nil)
  }
}

@MainActor
@Suite("Read-tracking misuse")
struct ReadTrackingMisuseTests {
  static let missingLibrary =
    "No Observable object of type Library found. A View.environment(_:) for Library may be "
    + "missing as an ancestor of this view."

  @Test func aMissingEnvironmentObjectIsReportedAndTheBodyIsNotEvaluated() {
    let host = ViewHost(root: Orphan())
    let issues = host.mountReport.issues
    #expect(issues.map(\.kind) == [.missingObservableObject])
    #expect(issues.map(\.path) == ["Orphan/VStack/Reader[1]"])
    #expect(issues.map(\.message) == [Self.missingLibrary])
    #expect(host.mountReport.evaluations.map(\.viewType) == ["Orphan"])
    #expect(
      host.render() == """
        Orphan
          VStack
            Text("above")
            Reader

        """)
  }

  @Test func anObjectInjectedForEnvironmentObjectIsNotFoundByEnvironment() {
    let host = ViewHost(root: WrongInjection(library: Library()))
    #expect(host.mountReport.issues.map(\.kind) == [.missingObservableObject])
    #expect(host.mountReport.issues.map(\.path) == ["WrongInjection/EnvironmentWriterView/Reader"])
  }

  @Test func aViewThatLosesItsInjectionKeepsItsPreviousOutput() throws {
    let library = Library()
    library.searchText = "kept"
    let host = ViewHost(root: SometimesInjected(library: library))
    let lost = try host.toggle("Inject")
    #expect(lost.evaluations.map(\.viewType) == ["SometimesInjected"])
    #expect(lost.issues.map(\.path) == ["SometimesInjected/VStack/EnvironmentWriterView[1]/Reader"])
    #expect(lost.issues.map(\.message) == [Self.missingLibrary])
    #expect(host.render().contains("Text(\"search: kept\")"))
    // Injected again: the reader recomputes and shows the current value.
    library.searchText = "back"
    let found = try host.toggle("Inject")
    #expect(found.issues.isEmpty)
    #expect(found.evaluations.map(\.viewType) == ["SometimesInjected", "Reader"])
    #expect(host.render().contains("Text(\"search: back\")"))
  }

  @Test func aBodyWritingAPropertyAnotherViewDependsOnIsReported() throws {
    let library = Library()
    let host = ViewHost(root: WriterScreen(library: library))
    let report = try host.tap("Arm")
    #expect(report.issues.map(\.kind) == [.stateModifiedDuringUpdate])
    #expect(report.issues.map(\.path) == ["WriterScreen/VStack/BodyWriter[0]"])
    #expect(
      report.issues.map(\.message) == [
        "Modifying state during view update, this will cause undefined behavior. "
          + "(Library.searchText was written while the body of "
          + "WriterScreen/VStack/BodyWriter[0] was evaluated, and "
          + "WriterScreen/VStack/SearchReader[1] depends on it: the write was applied and "
          + "WriterScreen/VStack/SearchReader[1] is recomputed in a follow-up pass)"
      ])
    // The write is applied; the reader catches up in a follow-up pass of the same flush.
    #expect(report.evaluations.map(\.pass) == [0, 1])
    #expect(
      report.printChangesLines == [
        "BodyWriter: _isArmed changed.", "SearchReader: Library.searchText changed.",
      ])
    #expect(host.render().contains("Text(\"search: written by a body\")"))
  }

  @Test func aBodyWritingAPropertyItDependsOnIsReportedAndSettles() throws {
    let library = Library()
    let host = ViewHost(root: SelfWriter(library: library))
    let report = try host.tap("Arm: ")
    #expect(report.issues.map(\.kind) == [.stateModifiedDuringUpdate])
    #expect(report.issues.map(\.path) == ["SelfWriter"])
    // Pass 0 for the state, pass 1 for the write it made; writing the same value again does not
    // notify, so the flush settles.
    #expect(
      report.printChangesLines == [
        "SelfWriter: _isArmed changed.", "SelfWriter: Library.searchText changed.",
      ])
    #expect(report.passCount == 2)
    #expect(!host.hasPendingInvalidations)
    #expect(host.render().contains("Button(\"Arm: self-written\")"))
  }
}
