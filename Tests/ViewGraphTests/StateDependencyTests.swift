import ReadTracking
import Testing
import ViewGraph

private typealias Library = ReadModels.Library

/// Writes its state in an action and never reads it.
private struct Unread: View {
  @State var n = 1
  var body: some View { VStack { Button("Set") { n += 1 } } }
}

/// Hands `$text` to a text field and to a child; reads nothing itself.
private struct ContentView: View {
  @State var text = ""
  var body: some View {
    VStack {
      TextField("Change", text: $text)
      WrappedText(text: $text)
    }
  }
}

private struct WrappedText: View {
  @Binding var text: String
  var body: some View { Text(text) }
}

/// A toggle whose value no body reads.
private struct Settings: View {
  @State var isOn = false
  var body: some View { Toggle("Notifications", isOn: $isOn) }
}

/// Reads the state it hands to its text field.
private struct Greeter: View {
  @State var name = ""
  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text("Hello, \(name)")
    }
  }
}

/// Owns an observable object through `@State`, reads one of its properties, and can replace it.
private struct LibraryOwner: View {
  @State var library = Library()
  var body: some View {
    VStack {
      Text("searching \(library.searchText)")
      Button("Replace") { library = Library() }
    }
  }
}

/// Reads its state once per row and once more below the rows, and hands it to a text field,
/// which reads it in its own scope after the body's.
private struct Repeater: View {
  @State var name = ""
  var body: some View {
    VStack {
      ForEach(0..<3, id: \.self) { row in Text("\(row): \(name)") }
      TextField("Name", text: $name)
      Text("last: \(name)")
    }
  }
}

/// A view with a plain stored property and no dynamic property.
private struct Plain: View {
  var title = "plain"
  var body: some View { Text(title) }
}

/// A view with one `@State` field.
private struct Named: View {
  @State var name = "Ada"
  var body: some View { Text(name) }
}

@MainActor
@Suite("State dependencies")
struct StateDependencyTests {
  @Test func aStateWriteNoBodyReadsRecomputesNothing() throws {
    let host = ViewHost(root: Unread())
    let report = try host.tap("Set")
    #expect(report.evaluationCount == 0)
    #expect(report.passCount == 0)
    #expect(host.stateSnapshot()["Unread|_n"] as? Int == 2)
  }

  @Test func typingRecomputesTheChildThatReadsTheBindingAndNotTheOwner() throws {
    let host = ViewHost(root: ContentView())
    let report = try host.type("a", into: "Change")
    #expect(report.printChangesLines == ["WrappedText: _text changed."])
    #expect(
      report.controlUpdates.map(\.line) == [
        "TextField: _text changed. (control update, no body)"
      ])
    #expect(host.render().contains("TextField(\"Change\", text: \"a\")"))
    #expect(host.render().contains("Text(\"a\")"))
  }

  @Test func aToggleWhoseValueNoBodyReadsRecomputesNothing() throws {
    let host = ViewHost(root: Settings())
    let report = try host.toggle("Notifications")
    #expect(report.evaluationCount == 0)
    #expect(report.controlUpdates.map(\.path) == ["Settings/Toggle"])
    #expect(report.controlUpdates.map(\.outputChanged) == [true])
    #expect(host.render() == "Settings\n  Toggle(\"Notifications\", isOn: true)\n")
  }

  @Test func aParentReadingTheStateItHandsToATextFieldRecomputesOncePerKeystroke() throws {
    let host = ViewHost(root: Greeter())
    for character in "Ada" {
      let report = try host.type(String(character), into: "Name")
      #expect(report.printChangesLines == ["Greeter: _name changed."])
      #expect(report.controlUpdates.count == 1)
    }
    #expect(host.render().contains("Text(\"Hello, Ada\")"))
  }

  @Test func stateReadAgainInOneBodyAndThenByAControlMakesBothReadersAtEveryEvaluation() throws {
    let host = ViewHost(root: Repeater())
    // Each keystroke writes `name` once: the body (which read it four times) is recomputed once,
    // and the text field (which read it after the body, in its own scope) updates once; the
    // second keystroke finds both readers again, recorded anew by the first one's evaluation.
    for (typed, name) in [("a", "a"), ("b", "ab")] {
      let report = try host.type(typed, into: "Name")
      #expect(report.printChangesLines == ["Repeater: _name changed."])
      #expect(report.controlUpdates.map(\.path) == ["Repeater/VStack/TextField[1]"])
      #expect(host.render().contains("Text(\"2: \(name)\")"))
      #expect(host.render().contains("Text(\"last: \(name)\")"))
    }
  }

  @Test func stateOfAnObservableIsReadPerPropertyAndItsBoxOnlyWhenReplaced() throws {
    let host = ViewHost(root: LibraryOwner())
    let library = try #require(host.stateSnapshot()["LibraryOwner|_library"] as? Library)
    library.isSyncing = true
    #expect(host.flush().evaluationCount == 0)
    library.searchText = "swift"
    #expect(host.flush().printChangesLines == ["LibraryOwner: Library.searchText changed."])
    let replaced = try host.tap("Replace")
    #expect(replaced.printChangesLines == ["LibraryOwner: _library changed."])
    #expect(host.render().contains("Text(\"searching \")"))
  }

  @Test func aFirstEvaluationPrintsSwiftUIsLine() {
    #expect(ViewHost(root: Plain()).mountReport.printChangesLines == ["Plain: @self changed."])
    #expect(
      ViewHost(root: Named()).mountReport.printChangesLines == [
        "Named: @self, @identity, _name changed."
      ])
  }
}
