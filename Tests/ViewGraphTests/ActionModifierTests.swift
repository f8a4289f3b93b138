import Testing
import ViewGraph

/// Where the actions write.
private final class ActionLog {
  var entries: [String] = []
}

/// A counter whose text runs an action when it appears and when the count changes, and a line
/// that runs one when it is hidden.
private struct ActingCounter: View {
  let log: ActionLog
  @State var count = 0
  @State var isShown = true

  var body: some View {
    VStack {
      Text("count \(count)")
        .onAppear { log.entries.append("appear") }
        .onChange(of: count) { old, new in log.entries.append("change \(old) → \(new)") }
      if isShown {
        Text("shown").onDisappear { log.entries.append("disappear") }
      }
      Button("Add") { count += 1 }
      Button("Hide") { isShown = false }
    }
  }
}

/// A button below a stack and action modifiers, all below `.disabled`, which a tap lifts.
private struct LockedBehindModifiers: View {
  @State var isLocked = true
  @State var count = 0

  var body: some View {
    VStack {
      HStack {
        Button("Add") { count += 1 }
          .onAppear {}
          .onChange(of: count) {}
          .onDisappear {}
      }
      Text("count \(count)")
    }
    .disabled(isLocked)
    Button("Unlock") { isLocked = false }
  }
}

@MainActor
@Suite("Action modifiers")
struct ActionModifierTests {
  @Test func anActionModifierKeepsNoPrimitiveStateAndStillRunsItsActions() throws {
    let log = ActionLog()
    let host = ViewHost(root: ActingCounter(log: log))
    #expect(host.keptStates(ofType: "OnAppearView") == ["none"])
    #expect(host.keptStates(ofType: "OnChangeView") == ["none"])
    #expect(host.keptStates(ofType: "OnDisappearView") == ["none"])
    #expect(log.entries == ["appear"])
    _ = try host.tap("Add")
    // The text is updated, not mounted again: it does not appear twice.
    #expect(log.entries == ["appear", "change 0 → 1"])
    _ = try host.tap("Add")
    #expect(log.entries == ["appear", "change 0 → 1", "change 1 → 2"])
    _ = try host.tap("Hide")
    #expect(log.entries == ["appear", "change 0 → 1", "change 1 → 2", "disappear"])
    #expect(host.keptStates(ofType: "OnDisappearView").isEmpty)
  }

  @Test func anActionModifierOrAStackGivesItsChildrenTheEnvironmentItSeesAfterAnUpdateToo()
    throws
  {
    let host = ViewHost(root: LockedBehindModifiers())
    #expect(throws: ViewHostError.self) { try host.tap("Add") }
    _ = try host.tap("Unlock")
    // The new environment reached the button through the stacks and the three modifiers.
    _ = try host.tap("Add")
    #expect(host.render().contains(#"Text("count 1")"#))
  }
}
