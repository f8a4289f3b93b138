import Testing
import ViewGraph

private struct Note: Identifiable, Equatable {
  let id: Int
  var title: String
}

private struct Editor: View {
  @Environment(\.dismiss) var dismiss
  @State var draft = ""
  let title: String

  var body: some View {
    VStack {
      Text("Editing \(title)")
      TextField("Draft", text: $draft)
      Button("Done") { dismiss() }
    }
  }
}

private struct Notes: View {
  @State var isAdding = false
  @State var editing: Note?
  @State var dismissals = 0
  @State var isConfirming = false
  @State var deleted = 0

  var body: some View {
    VStack {
      Text("Dismissed \(dismissals), deleted \(deleted)")
      Button("Add") { isAdding = true }
      Button("Edit 1") { editing = Note(id: 1, title: "One") }
      Button("Edit 2") { editing = Note(id: 2, title: "Two") }
      Button("Delete") { isConfirming = true }
    }
    .sheet(isPresented: $isAdding, onDismiss: { dismissals += 1 }) {
      Editor(title: "new")
    }
    .sheet(item: $editing) { note in Editor(title: note.title) }
    .alert("Delete all?", isPresented: $isConfirming) {
      Button("Delete") { deleted += 1 }
      Button("Cancel") {}
    } message: {
      Text("This cannot be undone.")
    }
  }
}

private struct Plain: View {
  @State var isShown = true
  var body: some View {
    Text("Body").alert("Saved", isPresented: $isShown) {}
  }
}

@MainActor
@Suite("Sheets and alerts")
struct PresentationTests {
  @Test func aSheetIsMountedOnlyWhilePresented() throws {
    let host = ViewHost(root: Notes())
    // Notes alone: no sheet is presented.
    #expect(host.mountReport.evaluationCount == 1)
    let shown = try host.tap("Add")
    // The sheet's Editor, a new identity. Notes only hands out $isAdding, which the sheet
    // reads in its own update, as in SwiftUI: Notes is not recomputed.
    #expect(shown.printChangesLines == ["Editor: @self, @identity, _dismiss, _draft changed."])
    #expect(host.render().contains("  Sheet\n    Editor\n"))
    let dismissed = try host.dismissSheet()
    // isAdding became false: the Editor leaves, no body runs; onDismiss then writes
    // dismissals, which Notes reads: Notes in a follow-up pass.
    #expect(dismissed.printChangesLines == ["Notes: _dismissals changed."])
    #expect(!host.render().contains("Editor"))
    #expect(host.render().contains("Dismissed 1"))
  }

  @Test func aSheetLosesItsStateWhenDismissed() throws {
    let host = ViewHost(root: Notes())
    try host.tap("Add")
    try host.type("abc", into: "Draft")
    try host.tap("Done")
    try host.tap("Add")
    #expect(host.render().contains(#"TextField("Draft", text: "")"#))
  }

  @Test func dismissFromTheEnvironmentClosesTheSheet() throws {
    let host = ViewHost(root: Notes())
    try host.tap("Add")
    let report = try host.tap("Done")
    // The sheet leaves without Notes (which does not read isAdding); onDismiss's write of
    // dismissals recomputes Notes.
    #expect(report.printChangesLines == ["Notes: _dismissals changed."])
    #expect(!host.render().contains("Sheet"))
  }

  @Test func anItemSheetIsANewIdentityForAnotherItem() throws {
    let host = ViewHost(root: Notes())
    try host.tap("Edit 1")
    try host.type("x", into: "Draft")
    let other = try host.tap("Edit 2")
    // The sheet for item 2: a new identity, so a new Editor. Notes does not read editing.
    #expect(other.printChangesLines == ["Editor: @self, @identity, _dismiss, _draft changed."])
    #expect(host.render().contains(#"Text("Editing Two")"#))
    #expect(host.render().contains(#"TextField("Draft", text: "")"#))
  }

  @Test func dismissingWithNoSheetIsAnError() {
    let host = ViewHost(root: Notes())
    #expect {
      try host.dismissSheet()
    } throws: { error in
      "\(error)" == "no Sheet in the tree; there is none"
    }
  }

  @Test func tappingAnAlertButtonRunsItThenClosesTheAlert() throws {
    let host = ViewHost(root: Notes())
    try host.tap("Delete")
    #expect(host.render().contains(#"Alert("Delete all?")"#))
    #expect(host.render().contains(#"Text("This cannot be undone.")"#))
    // Two buttons titled "Delete" now: the screen's and the alert's.
    let alert = host.nodes { $0.viewType == "Alert" }[0]
    let report = try host.tap("Delete", in: alert)
    // One write of deleted and one of isConfirming, in one pass: Notes once, for deleted (it
    // does not read isConfirming, which the alert reads in its own update).
    #expect(report.printChangesLines == ["Notes: _deleted changed."])
    #expect(!host.render().contains("Alert"))
    #expect(host.render().contains("deleted 1"))
  }

  @Test func anAlertWithoutActionsHasAnOKButton() throws {
    let host = ViewHost(root: Plain())
    #expect(host.render().contains(#"Button("OK")"#))
    try host.tap("OK")
    #expect(!host.render().contains("Alert"))
  }
}
