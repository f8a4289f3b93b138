import Testing
import ViewGraph

private struct Card: ViewModifier {
  @State var isExpanded = false

  func body(content: Content) -> some View {
    VStack {
      content
      Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
    }
  }
}

private struct Tinted: ViewModifier {
  let tint: String
  func body(content: Content) -> some View { content.foregroundColor(.red) }
}

private struct Row: View {
  let title: String
  var body: some View { Text(title) }
}

private struct Screen: View {
  @State var count = 0
  @State var tint = "red"

  var body: some View {
    VStack {
      Text("\(count)")
      Button("Add") { count += 1 }
      Button("Tint") { tint = "blue" }
      Text("Hello").modifier(Card())
      Text("Tinted").modifier(Tinted(tint: tint))
      Row(title: "Row").modifier(Tinted(tint: "green"))
    }
  }
}

@MainActor
@Suite("ViewModifier")
struct ViewModifierTests {
  @Test func aModifierBodyIsCountedUnderItsName() {
    let host = ViewHost(root: Screen())
    // Screen, Card, Tinted, then the second Tinted and the Row inside it, innermost last.
    #expect(
      host.mountReport.evaluations.map(\.viewType) == ["Screen", "Card", "Tinted", "Tinted", "Row"])
  }

  @Test func aModifierStateChangeRecomputesTheModifierAlone() throws {
    let host = ViewHost(root: Screen())
    let report = try host.tap("More")
    // Card reads isExpanded; nothing else changed.
    #expect(report.printChangesLines == ["Card: _isExpanded changed."])
    #expect(host.render().contains(#"Button("Less")"#))
  }

  @Test func anUnchangedModifierIsSkippedWhenItsParentRecomputes() throws {
    let host = ViewHost(root: Screen())
    let report = try host.tap("Add")
    // Screen reads count; Card (around an equal Text) and the first Tinted are unchanged. The
    // second Tinted holds a custom view, which is not Equatable, so it counts as changed, as a
    // child view's non-Equatable field does; Row itself compares equal and is skipped.
    #expect(report.printChangesLines == ["Screen: _count changed.", "Tinted: @self changed."])
  }

  @Test func aModifierWhoseFieldChangedRecomputes() throws {
    let host = ViewHost(root: Screen())
    let report = try host.tap("Tint")
    #expect(
      report.printChangesLines
        == ["Screen: _tint changed.", "Tinted: @self changed.", "Tinted: @self changed."])
  }
}

@MainActor
@Suite("ViewModifier through Mirror")
struct ViewModifierMirrorTests {
  @Test func theMirrorRouteFindsTheModifierState() throws {
    let host = ViewHost(root: Screen(), reflection: .mirror, seededState: [:])
    let report = try host.tap("More")
    #expect(report.printChangesLines == ["Card: _isExpanded changed."])
  }
}
