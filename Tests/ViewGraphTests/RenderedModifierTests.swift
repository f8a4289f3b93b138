import Testing
import ViewGraph

/// Disables its button from what it reads: a keystroke that empties or fills the name changes
/// what the user can do.
private struct NameForm: View {
  @State var name = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Button("Save") {}.disabled(name.isEmpty)
    }
  }
}

/// Titles its view with what it reads.
private struct Titled: View {
  @State var title = "Inbox"
  @State var opacity = 1.0

  var body: some View {
    NavigationStack {
      VStack {
        Button("Rename") { title = "Archive" }
        Button("Fade") { opacity = 0.5 }
      }
      .opacity(opacity)
      .navigationTitle(title)
    }
  }
}

/// Which modifiers are part of the rendered output, which the wasted and lower-bound counts
/// compare: what a person reads or operates (a title, whether a control is enabled) is;
/// appearance is not.
@MainActor
@Suite("Modifiers in the rendered output")
struct RenderedModifierTests {
  @Test func disablingIsRenderedAboveTheDisabledContent() {
    let host = ViewHost(root: NameForm())
    #expect(
      host.render() == """
        NameForm
          VStack
            TextField("Name", text: "")
            Disabled
              Button("Save")

        """)
  }

  @Test func aBodyThatEnablesAControlIsNotWasted() throws {
    let host = ViewHost(root: NameForm())
    let first = try host.type("a", into: "Name")
    // NameForm reads name (to disable Save): it recomputes, and Save becomes enabled, which the
    // output shows: 1 body, not wasted (wasted before: .disabled was not rendered).
    #expect(first.evaluationCount == 1)
    #expect(first.wastedCount == 0)
    #expect(!host.render().contains("Disabled"))
    let second = try host.type("b", into: "Name")
    // Save stays enabled: the body shows the same output, wasted.
    #expect(second.evaluationCount == 1)
    #expect(second.wastedCount == 1)
  }

  @Test func theNavigationTitleIsRenderedAfterTheViewItTitles() throws {
    let host = ViewHost(root: Titled())
    #expect(host.render().contains("    VStack\n"))
    #expect(host.render().contains(#"  NavigationTitle("Inbox")"#))
    let renamed = try host.tap("Rename")
    // Titled reads title: it recomputes and its output shows the new title, not wasted
    // (wasted before: the title was not rendered).
    #expect(renamed.evaluationCount == 1)
    #expect(renamed.wastedCount == 0)
    #expect(host.render().contains(#"NavigationTitle("Archive")"#))
  }

  @Test func aStylingValueChangesNothingRendered() throws {
    let host = ViewHost(root: Titled())
    let faded = try host.tap("Fade")
    // Titled reads opacity and recomputes; appearance is not rendered, so its output is the
    // same: wasted, by the documented rule (see ViewHost.render()).
    #expect(faded.evaluationCount == 1)
    #expect(faded.wastedCount == 1)
  }
}
