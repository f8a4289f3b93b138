import Testing
import ViewGraph

/// A plain class: the ids it holds change without any view hearing of it.
private final class PlainIDs {
  var ids: [Int]

  init(_ ids: [Int]) {
    self.ids = ids
  }
}

/// Counts the calls of a `ForEach`'s content.
private final class ContentCalls {
  var count = 0

  func record() {
    count += 1
  }
}

/// A list of custom rows over plain ids; not a row itself, so every audit evaluates it again.
private struct IDRows: View {
  let source: PlainIDs
  let calls: ContentCalls

  var body: some View {
    VStack {
      ForEach(source.ids, id: \.self) { id in
        let _ = calls.record()
        IDRow(id: id)
      }
    }
  }
}

private struct IDRow: View {
  let id: Int
  var body: some View { Text("Row \(id)") }
}

/// The same list with text rows: primitives, whose lines the audit makes from their values.
private struct IDTexts: View {
  let source: PlainIDs
  let calls: ContentCalls

  var body: some View {
    VStack {
      ForEach(source.ids, id: \.self) { id in
        let _ = calls.record()
        Text("Row \(id)")
      }
    }
  }
}

/// Rows over copied ids, two of which are one identity.
private struct CopiedRows: View {
  let source: [CopiedID]

  var body: some View {
    VStack {
      ForEach(source, id: \.self) { id in
        CopiedRow(id: id)
      }
    }
  }
}

private struct CopiedRow: View {
  let id: CopiedID
  var body: some View { Text("\(id.number).\(id.copy)") }
}

/// Custom rows over plain ids, then a row of the same type after them.
private struct IDRowsAndFooter: View {
  let source: PlainIDs

  var body: some View {
    VStack {
      ForEach(source.ids, id: \.self) { id in
        IDRow(id: id)
      }
      IDRow(id: 0)
    }
  }
}

/// The audit reads a list whose rows are custom views from the rows' ids alone.
///
/// A custom view shows as its type and identity, so its value is not made. These tests show that
/// the audit reports what making the rows reports, and that it makes them when it must.
@MainActor
@Suite("Audited row lines")
struct AuditedRowLinesTests {
  /// The list of custom rows is audited under either scope without calling its content (2 calls,
  /// the mount's); a row appended unobserved makes the list stale, reported with the new row's
  /// line, still without a call.
  @Test(arguments: [AuditScope.everyView, .rowsReachingChanges])
  func aStaleListOfCustomRowsIsFoundFromTheRowsIDs(scope: AuditScope) throws {
    let source = PlainIDs([1, 2])
    let calls = ContentCalls()
    let host = ViewHost(root: IDRows(source: source, calls: calls))
    #expect(calls.count == 2)
    #expect(host.startAuditingMissedUpdates(scope: scope).missedUpdates.isEmpty)
    #expect(calls.count == 2)
    source.ids.append(3)
    let report = host.flush()
    let missed = try #require(report.missedUpdates.first)
    #expect(report.missedUpdates.count == 1)
    #expect(missed.path == "IDRows")
    #expect(missed.shownLine == nil)
    #expect(missed.expectedLine == "IDRow #3")
    #expect(calls.count == 2)
  }

  /// Rows reordered unobserved: the first differing line is the first row's.
  @Test func reorderedCustomRowsAreFoundAtTheFirstRowThatMoved() throws {
    let source = PlainIDs([1, 2, 3])
    let host = ViewHost(root: IDRows(source: source, calls: ContentCalls()))
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    source.ids = [1, 3, 2]
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.shownLine == "IDRow #2")
    #expect(missed.expectedLine == "IDRow #3")
  }

  /// Text rows are primitives: the audit makes each (3 calls) and finds the appended one.
  @Test func aStaleListOfTextRowsIsFoundFromTheRowsValues() throws {
    let source = PlainIDs([1, 2])
    let calls = ContentCalls()
    let host = ViewHost(root: IDTexts(source: source, calls: calls))
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    source.ids.append(3)
    #expect(calls.count == 4)
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.shownLine == nil)
    #expect(missed.expectedLine == "Text(\"Row 3\")")
    #expect(calls.count == 7)
  }

  /// Two rows of one identity are shown once, by the graph and by the audit alike: nothing is
  /// reported, under either scope.
  @Test(arguments: [AuditScope.everyView, .rowsReachingChanges])
  func rowsOfOneIdentityAreReadOnce(scope: AuditScope) {
    let ids = [CopiedID(number: 1, copy: 0), CopiedID(number: 1, copy: 1)]
    let host = ViewHost(root: CopiedRows(source: ids))
    #expect(host.mountReport.issues.map(\.kind) == [.duplicateID])
    #expect(host.startAuditingMissedUpdates(scope: scope).missedUpdates.isEmpty)
    #expect(host.flush().missedUpdates.isEmpty)
  }

  /// A view after the rows: a row appended unobserved is found, between the last row and it.
  @Test func aRowAppendedBeforeAFooterIsFound() throws {
    let source = PlainIDs([1, 2])
    let host = ViewHost(root: IDRowsAndFooter(source: source))
    #expect(host.startAuditingMissedUpdates(scope: .rowsReachingChanges).missedUpdates.isEmpty)
    source.ids.append(3)
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.path == "IDRowsAndFooter")
    #expect(missed.shownLine == nil)
    #expect(missed.expectedLine == "IDRow #3")
  }

  /// A row type never met (the list was empty when it mounted) is made: the content is called
  /// for the row the audit finds missing, reported as it would be otherwise.
  @Test func rowsOfATypeNeverMetAreMade() throws {
    let source = PlainIDs([])
    let calls = ContentCalls()
    let host = ViewHost(root: IDRows(source: source, calls: calls))
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    source.ids = [7]
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.path == "IDRows")
    #expect(missed.expectedLine == "IDRow #7")
    #expect(calls.count == 1)
  }
}
