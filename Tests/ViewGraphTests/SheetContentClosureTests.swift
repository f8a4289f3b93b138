import Testing
import ViewGraph

/// Counts the calls of a sheet's content closure.
@MainActor
private final class ContentCalls {
  var count = 0
}

/// A screen whose sheet content closure counts its calls.
private struct CountedSheetScreen: View {
  let calls: ContentCalls
  @State var isShown = false

  var body: some View {
    Button("Show") { isShown = true }
      .sheet(isPresented: $isShown) {
        calls.count += 1
        return Text("Shown")
      }
  }
}

@MainActor
@Suite struct SheetContentClosureTests {
  @Test func aSheetsContentClosureRunsOncePerPresentation() throws {
    let calls = ContentCalls()
    let host = ViewHost(root: CountedSheetScreen(calls: calls))
    // Not presented: the slot reads the binding only; the closure never runs.
    #expect(calls.count == 0)
    try host.tap("Show")
    // Presenting makes the content once (the slot's dismissal check reads only the binding).
    #expect(calls.count == 1)
    #expect(host.render().contains(#"Text("Shown")"#))
  }
}
