import Testing
import ViewGraph

/// Rows that each have a "Delete" button; row 2 also has two "Archive" buttons.
private struct Shelf: View {
  @State var ids = [1, 2, 3, 4]
  @State var isShown = true
  @State var deleted: [Int] = []

  var body: some View {
    VStack {
      Text("deleted \(deleted)")
      Button("Hide") { isShown.toggle() }
      if isShown {
        ForEach(ids, id: \.self) { id in
          HStack {
            Text("row \(id)")
            Button("Delete") {
              ids.removeAll { $0 == id }
              deleted.append(id)
            }
            if id == 2 {
              Button("Archive") {}
              Button("Archive") {}
            }
          }
        }
      }
    }
  }
}

@MainActor
@Suite("Tapping a button inside a view")
struct ControlLookupTests {
  /// The row node (an `HStack`) whose `ForEach` id is `id`.
  private func row(_ id: Int, in host: ViewHost) throws -> ViewNode {
    try #require(
      host.nodes { $0.viewType == "HStack" && $0.explicitIDs == [AnyHashable(id)] }.first)
  }

  @Test func theButtonInsideTheGivenRowIsTappedAmongRowsWithTheSameTitle() throws {
    let host = ViewHost(root: Shelf())
    try host.tap("Delete", in: row(3, in: host))
    #expect(host.render().contains(#"Text("deleted [3]")"#))
    #expect(host.render().contains(#"Text("row 1")"#))
    #expect(host.render().contains(#"Text("row 2")"#))
    #expect(!host.render().contains(#"Text("row 3")"#))
    #expect(host.render().contains(#"Text("row 4")"#))
  }

  @Test func aTitleMissingFromTheRowIsRefusedWithTheTitlesInTheRow() throws {
    let host = ViewHost(root: Shelf())
    #expect {
      try host.tap("Archive", in: row(1, in: host))
    } throws: { error in
      "\(error)" == #"no Button titled "Archive" in the tree; there are "Delete""#
    }
  }

  @Test func twoButtonsWithTheTitleInsideTheRowAreNamedByTheirPaths() throws {
    let host = ViewHost(root: Shelf())
    let row = try row(2, in: host)
    #expect {
      try host.tap("Archive", in: row)
    } throws: { error in
      guard let error = error as? ViewHostError else { return false }
      return error.ambiguousPaths.count == 2
        && error.ambiguousPaths.allSatisfy { $0.hasPrefix(row.path + "/") }
    }
  }

  @Test func aRowNoLongerMountedIsFoundByItsPathInTheRowMountedThereSince() throws {
    let host = ViewHost(root: Shelf())
    let stale = try row(4, in: host)
    // Hiding the rows unmounts them; showing them mounts new nodes with the same paths.
    try host.tap("Hide")
    try host.tap("Hide")
    try host.tap("Delete", in: stale)
    #expect(host.render().contains(#"Text("deleted [4]")"#))
    #expect(!host.render().contains(#"Text("row 4")"#))
  }

  @Test func aRowNoLongerMountedWithNothingMountedAtItsPathHasNoButton() throws {
    let host = ViewHost(root: Shelf())
    let stale = try row(4, in: host)
    try host.tap("Hide")
    #expect {
      try host.tap("Delete", in: stale)
    } throws: { error in
      "\(error)" == #"no Button titled "Delete" in the tree; there is none"#
    }
  }
}
