import ReadTracking
import Testing
import ViewGraph

/// A book whose only variable is tracked: the audit checks its type once and has nothing of it to
/// take a snapshot of, so later walks leave such books out.
private class TrackedBook: Observable, @unchecked Sendable {
  // Safety: used on the main actor only, by the tests.
  let observationRegistrar = ObservationRegistrar()
  @Tracked var title: String

  init(title: String) {
    self.title = title
  }
}

/// A tracked book with a note that no view hears of.
private final class NotedBook: TrackedBook, @unchecked Sendable {
  // Safety: as `TrackedBook`.
  var note = ""
}

private final class Shelf: Observable, @unchecked Sendable {
  // Safety: as `TrackedBook`.
  let observationRegistrar = ObservationRegistrar()
  @Tracked var books: [TrackedBook]

  init(_ books: [TrackedBook]) {
    self.books = books
  }
}

private struct ShelfList: View {
  let shelf: Shelf

  var body: some View {
    VStack {
      ForEach(shelf.books.indices, id: \.self) { index in Text(shelf.books[index].title) }
    }
  }
}

/// The notes of a shelf's books: a book that is not a `NotedBook` shows a dash.
private struct NoteList: View {
  let shelf: Shelf

  var body: some View {
    VStack {
      ForEach(shelf.books.indices, id: \.self) { index in
        Text((shelf.books[index] as? NotedBook)?.note ?? "-")
      }
    }
  }
}

/// A value that calls itself a class in its mirror.
private struct ClassLookingValue: CustomReflectable {
  let number: Int

  var customMirror: Mirror {
    Mirror(self, children: [], displayStyle: .class)
  }
}

/// The audit's walk through the models the views reach leaves out what it already knows all of,
/// and nothing else.
@MainActor
@Suite("Audit walk")
struct AuditWalkTests {
  @Test func anElementOfASubclassWithAnUntrackedVarIsCheckedAmongSettledElements() throws {
    let shelf = Shelf([TrackedBook(title: "Dune"), TrackedBook(title: "Emma")])
    let host = ViewHost(root: ShelfList(shelf: shelf), auditsMissedUpdates: true)
    // Shelf and TrackedBook track every variable: nothing to warn of.
    #expect(host.mountReport.modelWarnings.isEmpty)
    #expect(host.flush().modelWarnings.isEmpty)
    // The array's type says TrackedBook; the new element is a NotedBook, whose note is a plain
    // stored var: warned of once, at the view that reaches it.
    shelf.books.append(NotedBook(title: "Ulysses"))
    let report = host.flush()
    #expect(report.evaluations.map(\.viewType) == ["ShelfList"])
    let warning = try #require(report.modelWarnings.first)
    #expect(report.modelWarnings.count == 1)
    #expect(warning.kind == .untrackedStoredProperty)
    #expect(warning.path == "ShelfList")
    #expect(warning.message.hasPrefix("NotedBook.note "))
  }

  /// An array the walk passed over while its books were all settled is read again once it holds
  /// a book with an untracked var, and one that held such a book from the start is read at every
  /// audit: under either scope, the note changed later is a missed update named by its cause.
  @Test(arguments: [AuditScope.everyView, .rowsReachingChanges], [false, true])
  func anArrayIsPassedOverOnlyWhileEachOfItsBooksIsSettled(
    scope: AuditScope, isNotedFromTheStart: Bool
  ) throws {
    let noted = NotedBook(title: "Ulysses")
    let books = [TrackedBook(title: "Dune"), TrackedBook(title: "Emma")]
    let shelf = Shelf(isNotedFromTheStart ? books + [noted] : books)
    let host = ViewHost(root: NoteList(shelf: shelf))
    host.startAuditingMissedUpdates(scope: scope)
    #expect(host.flush().missedUpdates.isEmpty)
    #expect(host.flush().missedUpdates.isEmpty)
    if !isNotedFromTheStart {
      shelf.books.append(noted)
      #expect(host.flush().missedUpdates.isEmpty)
    }
    noted.note = "signed"
    try expectSignedNoteMissed(in: host.flush())
  }

  @Test func settledElementsAreLeftOutWithoutChangingWhatTheAuditFinds() throws {
    let shelf = Shelf((1...1000).map { TrackedBook(title: "Title \($0)") })
    let host = ViewHost(root: ShelfList(shelf: shelf), auditsMissedUpdates: true)
    shelf.books[999].title = "Changed"
    let report = host.flush()
    // The title is tracked: ShelfList is recomputed, shows the change, and nothing is missed.
    #expect(report.evaluations.map(\.viewType) == ["ShelfList"])
    #expect(report.evaluations.map(\.isWasted) == [false])
    #expect(report.missedUpdates.isEmpty)
    #expect(report.modelWarnings.isEmpty)
  }

  /// Among books the walk learns to leave out (settled) as it reads the array, a book of another
  /// type is still read, after a settled run that follows one of its type too.
  @Test func aBookAmongSettledOnesIsReadWhereverItStands() throws {
    let noted = NotedBook(title: "Nana")
    let shelf = Shelf([
      TrackedBook(title: "Dune"), NotedBook(title: "Ulysses"), TrackedBook(title: "Emma"),
      TrackedBook(title: "Kim"), noted,
    ])
    let host = ViewHost(root: NoteList(shelf: shelf))
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    #expect(host.flush().missedUpdates.isEmpty)
    #expect(host.flush().missedUpdates.isEmpty)
    noted.note = "signed"
    try expectSignedNoteMissed(in: host.flush())
  }

  @Test func theObjectAValueHoldsIsTheInstanceItself() {
    let book = TrackedBook(title: "Dune")
    let reference = ObjectIdentifier(ReachedObject.reference(in: book))
    #expect(reference == ObjectIdentifier(book))
    let subclassed: TrackedBook = NotedBook(title: "Emma")
    let subclassReference = ObjectIdentifier(ReachedObject.reference(in: subclassed))
    #expect(subclassReference == ObjectIdentifier(subclassed))
  }

  @Test func aValueThatOnlyCallsItselfAClassIsBoxedAsBefore() throws {
    let reference = ReachedObject.reference(in: ClassLookingValue(number: 7))
    let value = try #require(reference as? ClassLookingValue)
    #expect(value.number == 7)
  }

  /// Expects `report` to hold one missed update: `NoteList` shows a note signed since.
  private func expectSignedNoteMissed(in report: PassReport) throws {
    let missed = try #require(report.missedUpdates.first)
    #expect(report.missedUpdates.count == 1)
    #expect(missed.path == "NoteList")
    #expect(missed.expectedLine == "Text(\"signed\")")
    #expect(missed.cause == .untrackedProperty(type: "NotedBook", property: "note"))
  }
}
