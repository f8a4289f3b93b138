import Testing
import ViewGraph

/// An identifiable class whose id is not stored at an offset of the element (a class is a
/// reference): a `ForEach` over such elements reads each id through the element's `id`.
private final class Item: Identifiable {
  var id: Int
  var title: String

  init(_ id: Int, _ title: String) {
    self.id = id
    self.title = title
  }
}

/// The same with ids that are not integers.
private final class NamedItem: Identifiable {
  var id: String

  init(_ id: String) {
    self.id = id
  }
}

/// A plain class: the items it holds change without any view hearing of it.
private final class PlainItems {
  var items: [Item]

  init(_ items: [Item]) {
    self.items = items
  }
}

/// A plain class holding named items.
private final class PlainNamedItems {
  var items: [NamedItem]

  init(_ items: [NamedItem]) {
    self.items = items
  }
}

/// Custom rows over identifiable items, identified by the items' own ids.
private struct ItemRows: View {
  let source: PlainItems

  var body: some View {
    VStack {
      ForEach(source.items) { item in
        ItemRow(item: item)
      }
    }
  }
}

private struct ItemRow: View {
  let item: Item
  var body: some View { Text(item.title) }
}

/// Text rows over identifiable items: each row's value shows its item's title.
private struct ItemTexts: View {
  let source: PlainItems

  var body: some View {
    VStack {
      ForEach(source.items) { item in
        Text(item.title)
      }
    }
  }
}

/// Custom rows over items identified by strings.
private struct NamedRows: View {
  let source: PlainNamedItems

  var body: some View {
    VStack {
      ForEach(source.items) { item in
        NamedRow(name: item.id)
      }
    }
  }
}

private struct NamedRow: View {
  let name: String
  var body: some View { Text(name) }
}

/// A `ForEach` over identifiable elements reads each row's id from the element, and the audit
/// finds a list shown stale by the ids it reads so: every change to the rows that no view heard
/// of is reported, under either scope, with the line that differs.
@MainActor
@Suite("Audited identifiable rows")
struct AuditedIdentifiableRowsTests {
  /// Mounts rows of ids 1, 2, 3 and starts the audit, which finds nothing.
  private func mountedRows(scope: AuditScope) -> (PlainItems, ViewHost) {
    let source = PlainItems([Item(1, "a"), Item(2, "b"), Item(3, "c")])
    let host = ViewHost(root: ItemRows(source: source))
    #expect(host.startAuditingMissedUpdates(scope: scope).missedUpdates.isEmpty)
    return (source, host)
  }

  @Test(arguments: [AuditScope.everyView, .rowsReachingChanges])
  func aRowAddedUnobservedIsFound(scope: AuditScope) throws {
    let (source, host) = mountedRows(scope: scope)
    source.items.insert(Item(9, "z"), at: 1)
    let report = host.flush()
    #expect(report.missedUpdates.map(\.path) == ["ItemRows"])
    let missed = try #require(report.missedUpdates.first)
    #expect(missed.shownLine == nil)
    #expect(missed.expectedLine == "ItemRow #9")
  }

  @Test(arguments: [AuditScope.everyView, .rowsReachingChanges])
  func aRowRemovedUnobservedIsFound(scope: AuditScope) throws {
    let (source, host) = mountedRows(scope: scope)
    source.items.removeLast()
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.path == "ItemRows")
    #expect(missed.shownLine == "ItemRow #3")
    #expect(missed.expectedLine == nil)
  }

  @Test(arguments: [AuditScope.everyView, .rowsReachingChanges])
  func rowsReorderedUnobservedAreFound(scope: AuditScope) throws {
    let (source, host) = mountedRows(scope: scope)
    source.items.swapAt(0, 2)
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.path == "ItemRows")
    #expect(missed.shownLine == "ItemRow #1")
    #expect(missed.expectedLine == "ItemRow #3")
  }

  @Test(arguments: [AuditScope.everyView, .rowsReachingChanges])
  func anIDChangedUnobservedIsFound(scope: AuditScope) throws {
    let (source, host) = mountedRows(scope: scope)
    source.items[1].id = 7
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.path == "ItemRows")
    #expect(missed.shownLine == "ItemRow #2")
    #expect(missed.expectedLine == "ItemRow #7")
  }

  /// A row that repeats an id is shown once: added unobserved, it changes nothing shown.
  @Test func aRepeatedIDIsShownOnce() {
    let (source, host) = mountedRows(scope: .everyView)
    source.items.append(Item(2, "again"))
    #expect(host.flush().missedUpdates.isEmpty)
    let remounted = ViewHost(root: ItemRows(source: source))
    #expect(remounted.mountReport.issues.map(\.kind) == [.duplicateID])
  }

  /// Text rows show their values: a title changed unobserved is found from the row's value.
  @Test func aRowValueChangedUnobservedIsFound() throws {
    let source = PlainItems([Item(1, "a"), Item(2, "b")])
    let host = ViewHost(root: ItemTexts(source: source))
    #expect(host.startAuditingMissedUpdates(scope: .everyView).missedUpdates.isEmpty)
    source.items[1].title = "B"
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.path == "ItemTexts")
    #expect(missed.shownLine == "Text(\"b\")")
    #expect(missed.expectedLine == "Text(\"B\")")
  }

  /// Ids that are not integers are read from the elements too.
  @Test func aStringIDChangedUnobservedIsFound() throws {
    let source = PlainNamedItems([NamedItem("x"), NamedItem("y")])
    let host = ViewHost(root: NamedRows(source: source))
    #expect(host.startAuditingMissedUpdates(scope: .everyView).missedUpdates.isEmpty)
    source.items[0].id = "w"
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.path == "NamedRows")
    #expect(missed.shownLine == "NamedRow #x")
    #expect(missed.expectedLine == "NamedRow #w")
  }
}
