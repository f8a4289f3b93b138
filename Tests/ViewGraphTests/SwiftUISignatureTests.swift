import Testing
import ViewGraph

/// What the actions of a screen did, in order.
private final class CallLog {
  var entries: [String] = []
}

/// `onAppear` and `onDisappear` written the ways SwiftUI code writes them: a trailing closure, a
/// method passed as `perform:`, and no action at all.
private struct AppearSpellings: View {
  let log: CallLog
  @State var isShown = true

  var body: some View {
    VStack {
      Button("Hide") { isShown = false }
      if isShown {
        Text("closure")
          .onAppear { log.entries.append("appear closure") }
          .onDisappear { log.entries.append("disappear closure") }
        Text("method")
          .onAppear(perform: appeared)
          .onDisappear(perform: disappeared)
        Text("none")
          .onAppear()
          .onDisappear()
      }
    }
  }

  func appeared() { log.entries.append("appear method") }
  func disappeared() { log.entries.append("disappear method") }
}

/// `onChange` with an action that takes no values, beside one that takes both.
private struct ChangeSpellings: View {
  let log: CallLog
  @State var query = "a"

  var body: some View {
    VStack {
      Button("Type b") { query = "b" }
      Button("Type b again") { query = "b" }
      Text(query)
        .onChange(of: query) { log.entries.append("changed") }
        .onChange(of: query, initial: true) { log.entries.append("initial or changed") }
        .onChange(of: query) { old, new in log.entries.append("\(old) → \(new)") }
    }
  }
}

/// A button in each of the forms SwiftUI code writes most, each adding its own amount.
private struct ButtonSpellings: View {
  @State var total = 0

  var body: some View {
    VStack {
      Text("total \(total)")
      Button(action: { total += 1 }) { Text("Text label") }
      Button {
        total += 10
      } label: {
        Label("Label label", systemImage: "plus")
      }
      Button("Delete", role: .destructive) { total += 100 }
      Button("Cancel", role: .cancel) { total += 1_000 }
      Button("Add", systemImage: "plus") { total += 10_000 }
      Button(action: add) { Text("Method") }
      Button("Plain") { total += 100_000 }
    }
  }

  func add() { total += 1_000_000 }
}

/// A button whose label has no text known without evaluating a body.
private struct StackLabelButton: View {
  @State var taps = 0

  var body: some View {
    VStack {
      Text("taps \(taps)")
      Button {
        taps += 1
      } label: {
        HStack {
          Image(systemName: "star")
          Text("Star")
        }
      }
    }
  }
}

/// The task a sheet's button started, for the test to wait on.
private final class PendingTask {
  var task: Task<Void, Never>?
}

/// A sheet that dismisses itself from a detached task, which SwiftUI's `@MainActor`
/// `DismissAction` allows: the action is `Sendable`, and calling it hops to the main actor.
private struct DetachedDismissal: View {
  let pending: PendingTask
  @State var isShown = true

  var body: some View {
    Text("root")
      .sheet(isPresented: $isShown) { DismissingSheet(pending: pending) }
  }
}

private struct DismissingSheet: View {
  let pending: PendingTask
  @Environment(\.dismiss) var dismiss

  var body: some View {
    Button("Done") {
      let dismiss = dismiss
      pending.task = Task.detached { await dismiss() }
    }
  }
}

@MainActor
@Suite("SwiftUI signatures")
struct SwiftUISignatureTests {
  @Test func onAppearAndOnDisappearTakeAClosureAMethodOrNothing() throws {
    let log = CallLog()
    let host = ViewHost(root: AppearSpellings(log: log))
    // Two of the three texts have actions; `.onAppear()` runs nothing.
    #expect(log.entries == ["appear closure", "appear method"])
    try host.tap("Hide")
    #expect(
      log.entries == [
        "appear closure", "appear method", "disappear closure", "disappear method",
      ])
  }

  @Test func onChangeWithAZeroArgumentActionRunsOnEachChange() throws {
    let log = CallLog()
    let host = ViewHost(root: ChangeSpellings(log: log))
    // Only the `initial: true` watcher runs at mount.
    #expect(log.entries == ["initial or changed"])
    try host.tap("Type b")
    // All three watchers see "a" → "b", innermost modifier first.
    #expect(log.entries == ["initial or changed", "changed", "initial or changed", "a → b"])
    try host.tap("Type b again")
    // Same value: no watcher runs.
    #expect(log.entries == ["initial or changed", "changed", "initial or changed", "a → b"])
  }

  @Test func buttonsMadeWithALabelRoleOrSymbolRenderAndAreTappedByTheirText() throws {
    let host = ViewHost(root: ButtonSpellings())
    let rendered = host.render()
    for line in [
      #"Button("Text label")"#, #"Button("Label label", systemImage: "plus")"#,
      #"Button("Delete", role: .destructive)"#, #"Button("Cancel", role: .cancel)"#,
      #"Button("Add", systemImage: "plus")"#, #"Button("Method")"#, #"Button("Plain")"#,
    ] {
      #expect(rendered.contains(line), "missing \(line)")
    }
    // Each tap adds its own amount: 1 + 10 + 100 + 1 000 + 10 000 + 1 000 000 + 100 000.
    for title in ["Text label", "Label label", "Delete", "Cancel", "Add", "Method", "Plain"] {
      try host.tap(title)
    }
    #expect(host.render().contains(#"Text("total 1111111")"#))
  }

  @Test func aButtonWhoseLabelTextIsUnknownHasAnEmptyTitle() throws {
    let host = ViewHost(root: StackLabelButton())
    #expect(host.render().contains("Button(label: HStack<"))
    #expect(throws: ViewHostError.self) { try host.tap("Star") }
    try host.tap("")
    #expect(host.render().contains(#"Text("taps 1")"#))
  }

  @Test func aButtonsRoleIsKept() {
    let button = Button("Delete", role: .destructive) {}
    #expect(button.role == .destructive)
    #expect(button.role != .cancel)
    #expect(Button("Plain") {}.role == nil)
  }

  @Test func dismissActionIsSendableAndCalledOnTheMainActorFromADetachedTask() async throws {
    let pending = PendingTask()
    let host = ViewHost(root: DetachedDismissal(pending: pending))
    #expect(host.render().contains("Sheet"))
    try host.tap("Done")
    await pending.task?.value
    host.flush()
    #expect(!host.render().contains("Sheet"))
  }
}
