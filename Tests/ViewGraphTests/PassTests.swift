import Testing
import ViewGraph

private struct ParentWithChildren: View {
  @State var count = 0
  @State var unrelated = 0

  var body: some View {
    VStack {
      Button("Increment") { count += 1 }
      Button("Touch") { unrelated += 1 }
      Text("touched \(unrelated)")
      ValueChild(value: count)
      ConstantChild(title: "fixed")
      ClosureChild(title: "fixed", action: {})
      EquatableChild(title: "fixed", action: {})
    }
  }
}

private struct ValueChild: View {
  let value: Int
  var body: some View { Text("value \(value)") }
}

private struct ConstantChild: View {
  let title: String
  var body: some View { Text(title) }
}

private struct ClosureChild: View {
  let title: String
  let action: @MainActor () -> Void
  var body: some View { Button(title, action: action) }
}

private struct EquatableChild: View, Equatable {
  let title: String
  let action: @MainActor () -> Void
  var body: some View { Button("eq " + title, action: action) }

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

private struct BindingParent: View {
  @State var text = "a"
  @State var other = 0

  var body: some View {
    VStack {
      Text("other \(other)")
      Button("Other") { other += 1 }
      Button("Append") { text += "b" }
      BindingChild(text: $text)
    }
  }
}

private struct BindingChild: View {
  @Binding var text: String
  var body: some View { Text("text " + text) }
}

private final class Reference {}

private struct ReferenceParent: View {
  @State var flip = false
  let shared = Reference()

  var body: some View {
    VStack {
      Button("Flip") { flip.toggle() }
      Text(flip ? "flipped" : "not flipped")
      ReferenceChild(reference: shared)
      ReferenceChild(reference: Reference())
    }
  }
}

private struct ReferenceChild: View {
  let reference: Reference
  var body: some View { Text("ref") }
}

private struct WriteDuringBody: View {
  @State var count = 0
  var body: some View {
    count = 7
    return Text("count \(count)")
  }
}

private struct EqualWrite: View {
  @State var count = 3
  var body: some View {
    Button("Same") { count = 3 }
  }
}

private struct Toggler: View {
  @State var on = false
  var body: some View {
    VStack {
      Text(on ? "on" : "off")
      Button("Flip twice") {
        on.toggle()
        on.toggle()
      }
      Button("Flip") { on.toggle() }
    }
  }
}

/// Shows one text per argument, inside a button and a toggle too.
private struct Labels: View {
  let text: String

  var body: some View {
    VStack {
      Text(text)
      Button(text) {}
      Toggle(text, isOn: .constant(true))
    }
  }
}

@MainActor
@Suite("Passes")
struct PassTests {
  @Test(arguments: [
    ("plain text", #""plain text""#),
    ("it's", #""it\'s""#),
    (#"say "hi""#, #""say \"hi\"""#),
    (#"back\slash"#, #""back\\slash""#),
    ("two\nlines\tand a tab", #""two\nlines\tand a tab""#),
    ("Syncing…", #""Syncing…""#),
    ("bell\u{7}", #""bell\u{07}""#),
  ])
  func renderingQuotesTitlesAsSwiftLiterals(text: String, literal: String) {
    let host = ViewHost(root: Labels(text: text))
    #expect(
      host.render()
        == "Labels\n  VStack\n    Text(\(literal))\n    Button(\(literal))\n"
        + "    Toggle(\(literal), isOn: true)\n")
  }

  @Test func writesOnlyMarkDirtyUntilFlush() throws {
    let host = ViewHost(root: FieldEcho())
    let field = try #require(host.nodes(ofType: TextField.self).first?.view as? TextField)
    field.text.wrappedValue = "typed"
    #expect(host.hasPendingInvalidations)
    #expect(host.render().contains("Text(\"echo \")"))
    let report = host.flush()
    #expect(report.evaluations.map(\.printChangesLine) == ["FieldEcho: _text changed."])
    #expect(host.render().contains("Text(\"echo typed\")"))
    #expect(!host.hasPendingInvalidations)
  }

  @Test func aStateBindingKeptAfterItsHostIsGoneReadsAndWritesItsValue() throws {
    var host: ViewHost? = ViewHost(root: FieldEcho())
    let field = try #require(host?.nodes(ofType: TextField.self).first?.view as? TextField)
    field.text.wrappedValue = "typed"
    _ = host?.flush()
    weak let graphlessHost = host
    host = nil
    #expect(graphlessHost == nil)
    #expect(field.text.wrappedValue == "typed")
    field.text.wrappedValue = "after"
    #expect(field.text.wrappedValue == "after")
  }

  @Test func parentRecomputesAndSkipsChildrenWhoseInputsAreEqual() throws {
    let host = ViewHost(root: ParentWithChildren())
    let report = try host.tap("Increment")
    #expect(
      report.evaluations.map(\.viewType) == ["ParentWithChildren", "ValueChild", "ClosureChild"])
    #expect(report.evaluations[1].reasons == [.selfChanged])
  }

  @Test func closureInputAlwaysRecomputesTheChild() throws {
    let host = ViewHost(root: ParentWithChildren())
    let report = try host.tap("Touch")
    #expect(report.evaluationCount(of: "ClosureChild") == 1)
    #expect(report.evaluationCount(of: "ConstantChild") == 0)
    #expect(report.evaluations.first { $0.viewType == "ClosureChild" }?.isWasted == true)
  }

  @Test func equatableChildIsComparedWithItsOwnEquality() throws {
    let host = ViewHost(root: ParentWithChildren())
    let report = try host.tap("Touch")
    #expect(report.evaluationCount(of: "EquatableChild") == 0)
  }

  @Test func bindingToTheSameStateIsAnUnchangedInput() throws {
    let host = ViewHost(root: BindingParent())
    let unchanged = try host.tap("Other")
    #expect(unchanged.evaluations.map(\.viewType) == ["BindingParent"])
  }

  @Test func childReadingABindingRecomputesWithoutTheParentThatMadeIt() throws {
    let host = ViewHost(root: BindingParent())
    let changed = try host.tap("Append")
    #expect(changed.evaluations.map(\.viewType) == ["BindingChild"])
    #expect(changed.evaluations[0].reasons == [.property("_text")])
    #expect(host.render().contains("Text(\"text ab\")"))
  }

  @Test func classReferencesAreComparedByIdentity() throws {
    let host = ViewHost(root: ReferenceParent())
    let report = try host.tap("Flip")
    #expect(
      report.evaluations.map(\.path) == [
        "ReferenceParent", "ReferenceParent/VStack/ReferenceChild[3]",
      ])
  }

  @Test func equalStateWriteIsDropped() throws {
    let host = ViewHost(root: EqualWrite())
    let report = try host.tap("Same")
    #expect(report.evaluationCount == 0)
    #expect(report.passCount == 0)
  }

  @Test func stateWriteDuringBodyIsNotAppliedAndIsReported() throws {
    let host = ViewHost(root: WriteDuringBody())
    #expect(host.render().contains("Text(\"count 0\")"))
    let issue = try #require(host.mountReport.issues.first)
    #expect(issue.kind == .stateModifiedDuringUpdate)
    #expect(issue.path == "WriteDuringBody")
    #expect(
      issue.message
        == "Modifying state during view update, this will cause undefined behavior. "
        + "(_count of WriteDuringBody was not changed)")
    #expect(!host.hasPendingInvalidations)
  }

  @Test func aNodeIsRecomputedAtMostOncePerPass() throws {
    let host = ViewHost(root: Toggler())
    let report = try host.tap("Flip twice")
    #expect(report.evaluations.count == 1)
    #expect(report.evaluations[0].printChangesLine == "Toggler: _on changed.")
  }

  @Test func aBodyOfOneCustomViewUpdatesThatViewInPlaceKeepingItsState() throws {
    let host = ViewHost(root: OneViewBody())
    let own = try host.tap("Tap")
    #expect(own.evaluations.map(\.viewType) == ["OneViewChild"])
    #expect(own.evaluations[0].reasons == [.property("_taps")])
    // The parent's `count` changes the child's input: the same identity is evaluated, its
    // `taps` kept.
    let input = try host.tap("Count")
    #expect(input.evaluations.map(\.viewType) == ["OneViewBody", "OneViewChild"])
    #expect(input.evaluations[1].reasons == [.selfChanged])
    #expect(input.evaluations[1].path == "OneViewBody/OneViewChild")
    #expect(host.render().contains("Text(\"few 1 1\")"))
  }

  @Test func aBodyOfOneCustomViewWithAnEqualInputDoesNotEvaluateIt() throws {
    let host = ViewHost(root: OneViewBody())
    let report = try host.tap("Touch")
    #expect(report.evaluations.map(\.viewType) == ["OneViewBody"])
    #expect(report.evaluations[0].isWasted)
  }

  @Test func dirtyParentsAreRecomputedBeforeTheirChildren() throws {
    let host = ViewHost(root: NestedCounters())
    let report = try host.tap("Both")
    #expect(report.evaluations.map(\.viewType) == ["NestedCounters", "InnerCounter"])
    #expect(report.evaluations[1].reasons == [.property("_count"), .property("_outer")])
    #expect(host.render().contains("Text(\"1 1\")"))
  }
}

/// A body that is one custom view, given a value it shows and bindings its buttons write.
private struct OneViewBody: View {
  @State var count = 0
  @State var touches = 0

  var body: some View {
    OneViewChild(
      count: count, title: touches > 100 ? "many" : "few", counter: $count, toucher: $touches)
  }
}

private struct OneViewChild: View {
  let count: Int
  let title: String
  @Binding var counter: Int
  @Binding var toucher: Int
  @State var taps = 0

  var body: some View {
    VStack {
      Text("\(title) \(count) \(taps)")
      Button("Tap") { taps += 1 }
      Button("Count") { counter += 1 }
      Button("Touch") { toucher += 1 }
    }
  }
}

private struct FieldEcho: View {
  @State var text = ""
  var body: some View {
    VStack {
      TextField("Name", text: $text)
      Text("echo " + text)
    }
  }
}

/// The inner button writes the inner state and, through a binding, the outer state.
private struct NestedCounters: View {
  @State var outer = 0

  var body: some View {
    VStack {
      Text("outer \(outer)")
      InnerCounter(outer: $outer)
    }
  }
}

private struct InnerCounter: View {
  @Binding var outer: Int
  @State var count = 0
  var body: some View {
    VStack {
      Text("\(outer) \(count)")
      Button("Both") {
        count += 1
        outer += 1
      }
    }
  }
}

private struct EquatableModifierParent: View {
  @State var count = 0

  var body: some View {
    VStack {
      Button("Count") { count += 1 }
      Text("count \(count)")
      Labelled(title: "constant", action: {}).equatable()
      Labelled(title: "plain", action: {})
    }
  }
}

private struct Labelled: View, Equatable {
  let title: String
  let action: @MainActor () -> Void
  @State var taps = 0

  var body: some View { Button(title + " \(taps)", action: action) }

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

@MainActor
@Suite("Reflection routes")
struct ReflectionRouteTests {
  @Test(arguments: [FieldReflection.metadata, .mirror])
  func bothRoutesDiffChildrenTheSameWay(reflection: FieldReflection) throws {
    let host = ViewHost(root: ParentWithChildren(), reflection: reflection, seededState: [:])
    let report = try host.tap("Increment")
    #expect(
      report.evaluations.map(\.viewType) == ["ParentWithChildren", "ValueChild", "ClosureChild"])
    let binding = ViewHost(root: BindingParent(), reflection: reflection, seededState: [:])
    #expect(try binding.tap("Other").evaluations.map(\.viewType) == ["BindingParent"])
    #expect(try binding.tap("Append").evaluations[0].reasons == [.property("_text")])
  }

  @Test func equatableModifierSkipsAChildWhoseEqualitySaysUnchanged() throws {
    let host = ViewHost(root: EquatableModifierParent())
    let report = try host.tap("Count")
    // Both children have a closure field; `==` ignores it, so neither is recomputed.
    #expect(report.evaluations.map(\.viewType) == ["EquatableModifierParent"])
  }

  @Test func viewTypesAreDescribedOncePerTypeNotPerEvaluation() throws {
    let host = ViewHost(root: ParentWithChildren())
    let described = host.describedViewTypeCount
    for _ in 0..<10 {
      try host.tap("Increment")
      try host.tap("Touch")
    }
    #expect(host.counters.total > described)
    #expect(host.describedViewTypeCount == described)
  }

  @Test func seededStateReplacesTheInitialValueByIdentityPath() {
    let host = ViewHost(
      root: EquatableModifierParent(), reflection: .metadata,
      seededState: [
        "EquatableModifierParent|_count": 4, "EquatableModifierParent/VStack/Labelled[3]|_taps": 2,
      ])
    #expect(host.render().contains("Button(\"plain 2\")"))
    #expect(host.stateSnapshot()["EquatableModifierParent|_count"] as? Int == 4)
  }

  @Test func aSeededValueOfAnotherTypeLeavesTheInitialValue() {
    let host = ViewHost(
      root: EquatableModifierParent(), reflection: .metadata,
      seededState: [
        "EquatableModifierParent|_count": "four",
        "EquatableModifierParent/VStack/Labelled[3]|_taps": 2,
      ])
    #expect(host.render().contains("Text(\"count 0\")"))
    #expect(host.render().contains("Button(\"plain 2\")"))
    #expect(host.stateSnapshot()["EquatableModifierParent|_count"] as? Int == 0)
  }
}
