import Testing
import ViewGraph

/// Ten rows over integer ids in no order: more than eight, so that a reconciliation that looked
/// for duplicates would hash them.
private struct IntRows: View {
  var body: some View {
    List {
      ForEach([9, 4, 7, 1, 12, 3, 8, 5, 10, 2], id: \.self) { Text("row \($0)") }
    }
  }
}

/// Eleven rows over integer ids, one of them repeated: `ForEach` reports it.
private struct RepeatedIntRows: View {
  var body: some View {
    List {
      ForEach([1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 10], id: \.self) { Text("row \($0)") }
    }
  }
}

/// Rows over integer ids after a header, each row making two texts.
private struct HeaderAndPairRows: View {
  var body: some View {
    VStack {
      Text("header")
      ForEach(0..<10, id: \.self) { number in
        Text("a \(number)")
        Text("b \(number)")
      }
    }
  }
}

/// Rows over copied ids, each one an inner `ForEach` over integer ids with one row: the inner
/// rows of the first outer row and of its copy have the same identity.
private struct CopiedOuterRows: View {
  let count: Int

  var body: some View {
    VStack {
      ForEach(
        (0..<count).map { CopiedID(number: $0, copy: 0) } + [CopiedID(number: 1, copy: 1)],
        id: \.self
      ) { id in
        ForEach(0..<1, id: \.self) { _ in Text("row \(id.number).\(id.copy)") }
      }
    }
  }
}

/// One row over an integer id whose content is rows over copied ids: the two inner rows, both
/// in that one row, have the same identity.
private struct CopiedInnerRows: View {
  var body: some View {
    VStack {
      ForEach(0..<1, id: \.self) { _ in
        ForEach([CopiedID(number: 1, copy: 0), CopiedID(number: 1, copy: 1)], id: \.self) { id in
          Text("row \(id.number).\(id.copy)")
        }
      }
    }
  }
}

/// A list made only of the rows of one `ForEach` over integer ids is not searched for
/// duplicates (`ForEach` checked its ids); any other list still is, and every duplicate is
/// reported as before.
@MainActor
@Suite("Distinct keys of a ForEach over integer ids")
struct DistinctRowKeysTests {
  private func texts(_ host: ViewHost) -> [String] {
    host.nodes(ofType: Text.self).compactMap { ($0.view as? Text)?.content }
  }

  @Test func rowsOfOneForEachOverIntegerIDsMountInOrderWithTheirPathsAndNoIssue() {
    let host = ViewHost(root: IntRows())
    let numbers = [9, 4, 7, 1, 12, 3, 8, 5, 10, 2]
    #expect(texts(host) == numbers.map { "row \($0)" })
    #expect(host.nodes(ofType: Text.self).map(\.path) == numbers.map { "IntRows/List/Text#\($0)" })
    #expect(host.mountReport.issues.isEmpty)
  }

  @Test func aRepeatedIntegerIDIsReportedOnceByForEachAndTheFirstRowKept() {
    let host = ViewHost(root: RepeatedIntRows())
    #expect(texts(host) == (1...10).map { "row \($0)" })
    let issues = host.mountReport.issues
    #expect(issues.map(\.kind) == [.duplicateID])
    #expect(issues.first?.path == "RepeatedIntRows/List")
    #expect(
      issues.first?.message
        == "ForEach<Array<Int>, Int, Text>: the ID 1 occurs multiple times within the "
        + "collection, this will give undefined results!")
  }

  @Test func rowsAfterAHeaderAndRowsOfTwoViewsMountEveryView() {
    let host = ViewHost(root: HeaderAndPairRows())
    #expect(texts(host) == ["header"] + (0..<10).flatMap { ["a \($0)", "b \($0)"] })
    #expect(
      host.nodes(ofType: Text.self).map(\.path)
        == ["HeaderAndPairRows/VStack/Text[0]"]
        + (0..<10).flatMap {
          ["HeaderAndPairRows/VStack/Text[1.0]#\($0)", "HeaderAndPairRows/VStack/Text[1.1]#\($0)"]
        })
    #expect(host.mountReport.issues.isEmpty)
  }

  /// Each inner `ForEach` over integer ids is distinct in itself, but the list holds the rows of
  /// all of them: the copy's row is still reported, whether the rows are few (compared one by
  /// one) or many (hashed).
  @Test(arguments: [2, 12])
  func innerRowsWhoseOuterIDsCollideAreStillReported(count: Int) {
    let host = ViewHost(root: CopiedOuterRows(count: count))
    #expect(texts(host) == (0..<count).map { "row \($0).0" })
    let issues = host.mountReport.issues
    #expect(issues.map(\.kind) == [.duplicateID])
    #expect(issues.first?.path == "CopiedOuterRows/VStack")
    #expect(
      issues.first?.message == "two children have the same identity #1#0; only the first is shown"
    )
  }

  /// The outer rows' ids are distinct, but its one row makes two children: they are still
  /// compared, and the second is reported.
  @Test func twoChildrenOfOneRowOverAnIntegerIDWithTheSameIdentityAreStillReported() {
    let host = ViewHost(root: CopiedInnerRows())
    #expect(texts(host) == ["row 1.0"])
    let issues = host.mountReport.issues
    #expect(issues.map(\.kind) == [.duplicateID])
    #expect(issues.first?.path == "CopiedInnerRows/VStack")
    #expect(
      issues.first?.message == "two children have the same identity #0#1; only the first is shown"
    )
  }
}
