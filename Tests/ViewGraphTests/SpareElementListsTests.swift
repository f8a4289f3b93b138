import Testing
import ViewGraph

/// Stacks inside stacks around a list whose length is state: each primitive's list of children
/// is made while its parent's is still in use.
private struct NestedLists: View {
  @State var count = 2

  var body: some View {
    VStack {
      HStack {
        Text("head")
        VStack {
          ForEach(0..<count, id: \.self) { Text("row \($0)") }
        }
        Text("tail")
      }
      Button("More") { count += 1 }
      Button("Many") { count = 40 }
      Button("Fewer") { count -= 1 }
    }
  }
}

/// The arrays that lists of elements are built in are kept, emptied, and used again by later
/// lists, bodies' and primitives' alike, nested or not: every list shows its own children, in
/// order, whatever list used the array before.
@MainActor
@Suite("Spare element lists")
struct SpareElementListsTests {
  /// The `Text` lines of the rendering, in order, without their indentation.
  private func texts(_ host: ViewHost) -> [String] {
    host.render().split(separator: "\n")
      .map { String($0.drop { $0 == " " }) }
      .filter { $0.hasPrefix("Text(") }
  }

  private func expected(rows: Int) -> [String] {
    ["Text(\"head\")"] + (0..<rows).map { "Text(\"row \($0)\")" } + ["Text(\"tail\")"]
  }

  @Test func nestedListsKeepTheirOwnChildrenAsTheyGrowAndShrink() throws {
    let host = ViewHost(root: NestedLists())
    #expect(texts(host) == expected(rows: 2))
    try host.tap("More")
    try host.tap("More")
    #expect(texts(host) == expected(rows: 4))
    try host.tap("Fewer")
    try host.tap("Fewer")
    try host.tap("Fewer")
    #expect(texts(host) == expected(rows: 1))
    // A list of 40 is too large to keep; the small ones after it are built as before.
    try host.tap("Many")
    #expect(texts(host) == expected(rows: 40))
    try host.tap("Fewer")
    #expect(texts(host) == expected(rows: 39))
    for _ in 0..<39 { try host.tap("Fewer") }
    #expect(texts(host) == expected(rows: 0))
    try host.tap("More")
    #expect(texts(host) == expected(rows: 1))
  }
}
