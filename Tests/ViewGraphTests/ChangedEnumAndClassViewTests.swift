import Testing
import ViewGraph

/// A view that is an enum and not `Equatable`: two cases without a payload, one with a
/// payload, one with two.
private enum Choice: View {
  case none
  case hidden
  case title(String)
  case pair(String, Int)

  var body: some View {
    switch self {
    case .none: EmptyView()
    case .hidden: Text("hidden")
    case .title(let title): Text(title)
    case .pair(let title, let count): Text("\(title) \(count)")
    }
  }
}

/// One value a parent gives its `Choice` child, then another.
enum ChoiceChange: String, CaseIterable, Sendable {
  case noneToTitle, titleToNone, noneToHidden, titleToOtherTitle, titleToEqualTitle
  case noneToNone, pairToOtherPair, pairToEqualPair

  fileprivate var values: (from: Choice, to: Choice) {
    switch self {
    case .noneToTitle: (.none, .title("x"))
    case .titleToNone: (.title("x"), .none)
    case .noneToHidden: (.none, .hidden)
    case .titleToOtherTitle: (.title("a"), .title("b"))
    // Another string with the same characters: equal, though made apart.
    case .titleToEqualTitle: (.title("a"), .title(String("a".reversed())))
    case .noneToNone: (.none, .none)
    case .pairToOtherPair: (.pair("a", 1), .pair("a", 2))
    case .pairToEqualPair: (.pair("a", 1), .pair("a", 1))
    }
  }

  /// Whether the child is evaluated again: when its case or its payload changed.
  var reevaluates: Bool {
    switch self {
    case .titleToEqualTitle, .noneToNone, .pairToEqualPair: false
    default: true
    }
  }

  /// The child's line after the change, by hand (`EmptyView` renders no line).
  var renderedChild: String? {
    switch self {
    case .noneToTitle: #"Text("x")"#
    case .titleToNone, .noneToNone: nil
    case .noneToHidden: #"Text("hidden")"#
    case .titleToOtherTitle: #"Text("b")"#
    case .titleToEqualTitle: #"Text("a")"#
    case .pairToOtherPair: #"Text("a 2")"#
    case .pairToEqualPair: #"Text("a 1")"#
    }
  }
}

private struct ChoiceParent: View {
  let change: ChoiceChange
  @State var changed = false

  var body: some View {
    VStack {
      Button("Change") { changed = true }
      changed ? change.values.to : change.values.from
    }
  }
}

/// A payload that is not `Equatable`.
private struct Note {
  let text: String
}

/// An enum field that is not `Equatable`, with a payload.
private enum Mark {
  case none
  case note(Note)
}

/// A struct view whose fields cannot be compared: a non-`Equatable` enum with a payload and
/// an `Optional` of a non-`Equatable` type.
private struct MarkedRow: View {
  let mark: Mark
  let note: Note?

  var body: some View {
    switch mark {
    case .none: Text("\(note?.text ?? "-") unmarked")
    case .note(let markNote): Text("\(note?.text ?? "-") \(markNote.text)")
    }
  }
}

/// One value a parent gives the fields of its `MarkedRow` child, then another.
enum MarkChange: String, CaseIterable, Sendable {
  case markCase, markPayload, optionalToSome, optionalPayload, nothing

  fileprivate var values: (from: (Mark, Note?), to: (Mark, Note?)) {
    switch self {
    case .markCase: ((.none, nil), (.note(Note(text: "n")), nil))
    case .markPayload: ((.note(Note(text: "n")), nil), (.note(Note(text: "m")), nil))
    case .optionalToSome: ((.none, nil), (.none, Note(text: "o")))
    case .optionalPayload: ((.none, Note(text: "o")), (.none, Note(text: "p")))
    case .nothing: ((.none, Note(text: "o")), (.none, Note(text: "o")))
    }
  }

  /// The child's line after the change, by hand.
  var renderedChild: String {
    switch self {
    case .markCase: #"Text("- n")"#
    case .markPayload: #"Text("- m")"#
    case .optionalToSome: #"Text("o unmarked")"#
    case .optionalPayload: #"Text("p unmarked")"#
    case .nothing: #"Text("o unmarked")"#
    }
  }
}

private struct MarkParent: View {
  let change: MarkChange
  @State var changed = false

  var body: some View {
    let (mark, note) = changed ? change.values.to : change.values.from
    VStack {
      Button("Change") { changed = true }
      MarkedRow(mark: mark, note: note)
    }
  }
}

/// A view that is a class, not final and not `Equatable`.
nonisolated private class Caption: View {
  var text: String
  init(text: String) { self.text = text }
  var body: some View { Text(text) }
}

/// A subclass that stores nothing of its own: its only field is inherited.
private final class PlainCaption: Caption {}

private struct CaptionParent: View {
  /// The same object on every evaluation, changed in place by the button.
  let caption: Caption
  @State var taps = 0

  var body: some View {
    VStack {
      Button("Change") {
        caption.text = "changed"
        taps += 1
      }
      Text("\(taps) taps")
      caption
    }
  }
}

/// A view whose value changed is evaluated again, and one whose value is equal is not, when it
/// is an enum or a class and not `Equatable`, or has fields that cannot be compared; a value
/// that cannot be compared counts as changed.
@MainActor
@Suite("Changed enum and class views")
struct ChangedEnumAndClassViewTests {
  /// Each change of case or payload evaluates the child once, with `@self`; an equal value
  /// does not; the output shows the new value.
  @Test(arguments: ChoiceChange.allCases, [FieldReflection.metadata, .mirror])
  func anEnumViewIsEvaluatedExactlyWhenItsCaseOrPayloadChanged(
    change: ChoiceChange, reflection: FieldReflection
  ) throws {
    let host = ViewHost(
      root: ChoiceParent(change: change), reflection: reflection, seededState: [:])
    let report = try host.tap("Change")
    #expect(report.evaluationCount(of: "ChoiceParent") == 1)
    let child = report.evaluations.filter { $0.viewType == "Choice" }
    #expect(child.map(\.reasons) == (change.reevaluates ? [[.selfChanged]] : []))
    #expect(child.map(\.printChangesLine) == (change.reevaluates ? ["Choice: @self changed."] : []))
    let expected =
      ["ChoiceParent", "  VStack", #"    Button("Change")"#, "    Choice"]
      + (change.renderedChild.map { ["      " + $0] } ?? [])
    #expect(host.render() == expected.joined(separator: "\n") + "\n")
  }

  /// A field that is a non-`Equatable` enum with a payload, or an `Optional` of a
  /// non-`Equatable` type, cannot be compared: it counts as changed, even when equal.
  @Test(arguments: MarkChange.allCases, [FieldReflection.metadata, .mirror])
  func aFieldThatCannotBeComparedCountsAsChanged(
    change: MarkChange, reflection: FieldReflection
  ) throws {
    let host = ViewHost(root: MarkParent(change: change), reflection: reflection, seededState: [:])
    let report = try host.tap("Change")
    #expect(report.evaluationCount(of: "MarkParent") == 1)
    #expect(
      report.evaluations.filter { $0.viewType == "MarkedRow" }.map(\.reasons) == [[.selfChanged]])
    let expected = [
      "MarkParent", "  VStack", #"    Button("Change")"#, "    MarkedRow",
      "      " + change.renderedChild,
    ]
    #expect(host.render() == expected.joined(separator: "\n") + "\n")
  }

  /// A class view given again as the same object, changed in place (through a field of its own
  /// class or one inherited by a subclass), cannot be compared: it is evaluated again.
  @Test(arguments: [false, true], [FieldReflection.metadata, .mirror])
  func aClassViewGivenAgainIsEvaluatedAgain(
    subclass: Bool, reflection: FieldReflection
  ) throws {
    let caption = subclass ? PlainCaption(text: "first") : Caption(text: "first")
    let host = ViewHost(
      root: CaptionParent(caption: caption), reflection: reflection, seededState: [:])
    let report = try host.tap("Change")
    #expect(report.evaluationCount(of: "CaptionParent") == 1)
    // The child is named for the type its parent's body gives it as: `Caption`.
    #expect(
      report.evaluations.filter { $0.viewType == "Caption" }.map(\.reasons) == [[.selfChanged]])
    let expected = [
      "CaptionParent", "  VStack", #"    Button("Change")"#, #"    Text("1 taps")"#, "    Caption",
      #"      Text("changed")"#,
    ]
    #expect(host.render() == expected.joined(separator: "\n") + "\n")
  }
}
