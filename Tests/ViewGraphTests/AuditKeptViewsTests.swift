import ReadTracking
import Testing
import ViewGraph

private typealias PlainShelf = ReadModels.PlainShelf
private typealias PlainBook = ReadModels.PlainBook

/// A list of plain books whose rows hold their book (the list reads the shelf's tracked `books`
/// through a closure, so it holds no book the walk can reach: only the rows reach them).
private struct ShelfList: View {
  let books: () -> [PlainBook]

  var body: some View {
    VStack {
      ForEach(books(), id: \.id) { book in
        BookLine(book: book)
      }
    }
  }
}

/// The same list, lazy: only the rows in the viewport are mounted.
private struct LazyShelfList: View {
  let books: () -> [PlainBook]

  var body: some View {
    List(books(), id: \.id) { book in
      BookLine(book: book)
    }
  }
}

private struct BookLine: View {
  let book: PlainBook
  var body: some View { Text(book.title) }
}

/// What a panel shows: a note (a `Text`) and a detail (a custom view), each shown or not.
private final class PanelFlags: Observable {
  let observationRegistrar = ObservationRegistrar()
  @Tracked var showsNote = false
  @Tracked var showsDetail = false
}

private struct Panel: View {
  let flags: PanelFlags

  var body: some View {
    VStack {
      if flags.showsNote { Text("note") }
      if flags.showsDetail { PanelDetail() }
    }
  }
}

private struct PanelDetail: View {
  var body: some View { Text("detail") }
}

/// The narrowed audit keeps its list of the mounted views from one flush to the next, and
/// compares only the rows the graph made, put back or gave a value since: these tests show it
/// walks and audits the same views as a walk of the whole tree would, in the cases where the kept
/// list or a row's record must not be used.
@MainActor
@Suite("Audit's kept view list")
struct AuditKeptViewsTests {
  /// A row mounted after the list of views was kept is walked, and audited when it must be.
  ///
  /// A flush that mounts nothing walks the list alone (1), the rows keeping their record; a book
  /// appended then mounts row 3: the list (evaluated) and the new row are walked (2; rows 1 and 2
  /// get the same book, the same value). A later change of book 3 is caught at row 3, which the
  /// kept list must therefore hold.
  @Test func aRowMountedAfterTheListWasKeptIsWalkedAndAudited() throws {
    let shelf = PlainShelf(titles: ["Dune", "Emma"])
    let host = ViewHost(root: ShelfList { shelf.books })
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    #expect(host.auditWalkedViewCount == 3)
    #expect(host.flush().auditedViewCount == 1)
    #expect(host.auditWalkedViewCount == 1)
    shelf.books.append(PlainBook(id: 3, title: "Ulysses"))
    #expect(host.flush().missedUpdates.isEmpty)
    #expect(host.auditWalkedViewCount == 2)
    shelf.books[2].title = "Persuasion"
    let report = host.flush()
    #expect(host.auditWalkedViewCount == 1)
    #expect(report.auditedViewCount == 2)
    let missed = try #require(report.missedUpdates.first)
    #expect(report.missedUpdates.count == 1)
    #expect(missed.path == "ShelfList/VStack/BookLine#3")
    #expect(missed.expectedLine == "Text(\"Persuasion\")")
  }

  /// A `Text` shown or hidden leaves the custom views as they were; a custom view shown or hidden
  /// is added to or taken out of the views audited (the panel, then the panel and its detail).
  @Test func aCustomViewShownOrHiddenChangesTheViewsAudited() {
    let flags = PanelFlags()
    let host = ViewHost(root: Panel(flags: flags))
    #expect(host.startAuditingMissedUpdates(scope: .rowsReachingChanges).auditedViewCount == 1)
    flags.showsNote = true
    #expect(host.flush().auditedViewCount == 1)
    flags.showsDetail = true
    #expect(host.flush().auditedViewCount == 2)
    flags.showsNote = false
    #expect(host.flush().auditedViewCount == 2)
    flags.showsDetail = false
    #expect(host.flush().auditedViewCount == 1)
  }

  /// A deleted row leaves the kept list: a later change of its book audits the list alone (1) and
  /// reports nothing, and the row's record no longer keeps the book alive.
  @Test func aDeletedRowLeavesTheKeptListAndItsRecord() {
    let shelf = PlainShelf(titles: ["Dune", "Emma"])
    let host = ViewHost(root: ShelfList { shelf.books })
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    weak let removed = shelf.books[1]
    shelf.books.removeLast()
    #expect(host.flush().missedUpdates.isEmpty)
    // The list only: row 1 keeps its book.
    #expect(host.auditWalkedViewCount == 1)
    #expect(removed == nil)
    shelf.books[0].title = "Middlemarch"
    let report = host.flush()
    // The list, and row 1 that holds the changed book.
    #expect(report.auditedViewCount == 2)
    #expect(report.missedUpdates.map(\.path) == ["ShelfList/VStack/BookLine#1"])
  }

  /// Rows that scroll out of a lazy list lose their record at the next audit; when they scroll
  /// back they are walked again (the list and rows 1 and 2: 3), and a change of their book is
  /// caught.
  @Test func rowsThatScrollBackAreWalkedAgain() throws {
    let shelf = PlainShelf(titles: ["Dune", "Emma", "Ulysses", "Walden"])
    let host = ViewHost(
      root: LazyShelfList { shelf.books }, reflection: .metadata, seededState: [:],
      visibleRows: 2)
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    // The list and rows 1 and 2.
    #expect(host.auditWalkedViewCount == 3)
    try host.scroll(toRow: 2)
    // The list and rows 3 and 4, new.
    #expect(host.auditWalkedViewCount == 3)
    try host.scroll(toRow: 0)
    #expect(host.auditWalkedViewCount == 3)
    #expect(host.flush().missedUpdates.isEmpty)
    #expect(host.auditWalkedViewCount == 1)
    shelf.books[0].title = "Persuasion"
    let report = host.flush()
    #expect(report.missedUpdates.map(\.path) == ["LazyShelfList/List/BookLine#1"])
  }

  /// A row given a new book while the audit walked every view keeps the record the narrowed
  /// audit made before: back under the narrowed audit, that row alone is walked with the list
  /// (2), and a change of its new book is caught.
  @Test func aRowChangedUnderTheFullAuditIsWalkedWhenTheNarrowedOneResumes() throws {
    let shelf = PlainShelf(titles: ["Dune", "Emma"])
    let host = ViewHost(root: ShelfList { shelf.books })
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    host.startAuditingMissedUpdates(scope: .everyView)
    shelf.books[1] = PlainBook(id: 2, title: "Persuasion")
    #expect(host.flush().auditedViewCount == 3)
    #expect(host.flush().auditedViewCount == 3)
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    #expect(host.flush().missedUpdates.isEmpty)
    #expect(host.auditWalkedViewCount == 2)
    #expect(host.flush().missedUpdates.isEmpty)
    #expect(host.auditWalkedViewCount == 1)
    shelf.books[1].title = "Walden"
    let report = host.flush()
    #expect(report.missedUpdates.map(\.path) == ["ShelfList/VStack/BookLine#2"])
  }
}
