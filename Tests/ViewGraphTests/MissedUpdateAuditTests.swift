import PublishOnWrite
import ReadTracking
import Testing
import ViewGraph

private typealias Library = ReadModels.Library
private typealias PlainShelf = ReadModels.PlainShelf
private typealias PlainBook = ReadModels.PlainBook

/// A computed property over storage the registrar does not see.
private final class Download: Observable {
  let observationRegistrar = ObservationRegistrar()
  private var received = 0
  let total = 200

  var percent: Int { received * 100 / total }

  func receive(_ bytes: Int) { received += bytes }
}

private struct ProgressLabel: View {
  let download: Download
  var body: some View { Text("\(download.percent) %") }
}

private struct PlainRows: View {
  let shelf: PlainShelf

  var body: some View {
    VStack {
      ForEach(shelf.books, id: \.id) { book in
        PlainRow(book: book)
      }
    }
  }
}

private struct PlainRow: View {
  let book: PlainBook
  var body: some View { Text(book.title) }
}

/// Shows a state that an `onAppear` action sets from a tracked read.
private struct Greeting: View {
  let library: Library
  @State var message = ""

  var body: some View {
    Text(message).onAppear { message = "Searching \(library.searchText)" }
  }
}

/// An `ObservableObject` with a property a view shows that is not `@Published`.
private final class Inbox: ObservableObject {
  @Published var messages: [String] = []
  var unread = 0
  @Unpublished var lastFetch = 0
}

private struct InboxBadge: View {
  @ObservedObject var inbox: Inbox
  var body: some View { Text("\(inbox.unread) unread") }
}

/// An `ObservableObject` held by a property of another one.
private final class Settings: ObservableObject {
  @Published var theme = "light"
}

private final class Account: ObservableObject {
  @Published var name = "Ada"
  let settings = Settings()
}

private struct ThemeLabel: View {
  @ObservedObject var account: Account
  var body: some View { Text("\(account.name): \(account.settings.theme)") }
}

/// A plain class whose only property is a struct that holds an object: not a leaf, the walk
/// must go through the struct to the book.
private final class Shelf {
  struct Pick {
    let book: PlainBook
  }

  var pick: Pick

  init(_ book: PlainBook) { pick = Pick(book: book) }
}

private struct PickLabel: View {
  let shelf: Shelf
  var body: some View { Text(shelf.pick.book.title) }
}

/// A row that may have no book.
private struct MaybeBookLabel: View {
  let book: PlainBook?
  var body: some View { Text(book?.title ?? "none") }
}

@MainActor
@Suite("Missed-update audit")
struct MissedUpdateAuditTests {
  @Test func aComputedPropertyOverUntrackedStorageIsReportedWithItsStorage() throws {
    let download = Download()
    let host = ViewHost(root: ProgressLabel(download: download), auditsMissedUpdates: true)
    download.receive(100)
    let report = host.flush()
    #expect(report.evaluationCount == 0)
    let missed = try #require(report.missedUpdates.first)
    #expect(report.missedUpdates.count == 1)
    #expect(missed.path == "ProgressLabel")
    #expect(missed.shownLine == "Text(\"0 %\")")
    #expect(missed.expectedLine == "Text(\"50 %\")")
    #expect(missed.cause == .untrackedProperty(type: "Download", property: "received"))
  }

  @Test func theMountReportsAnUntrackedStoredVarOnceAndNotALet() {
    let host = ViewHost(root: ProgressLabel(download: Download()), auditsMissedUpdates: true)
    #expect(
      host.mountReport.modelWarnings.map(\.kind) == [RuntimeIssue.Kind.untrackedStoredProperty])
    #expect(host.mountReport.modelWarnings.first?.path == "ProgressLabel")
    #expect(host.mountReport.modelWarnings.first?.message.hasPrefix("Download.received ") == true)
    #expect(host.flush().modelWarnings.isEmpty)
  }

  @Test func aStaleViewIsReportedOnceForEachValueItMisses() {
    let download = Download()
    let host = ViewHost(root: ProgressLabel(download: download), auditsMissedUpdates: true)
    download.receive(100)
    #expect(host.flush().missedUpdates.count == 1)
    #expect(host.flush().missedUpdates.isEmpty)
    download.receive(50)
    #expect(host.flush().missedUpdates.map(\.expectedLine) == ["Text(\"75 %\")"])
  }

  @Test func withoutTheAuditNothingIsReported() {
    let download = Download()
    let host = ViewHost(root: ProgressLabel(download: download))
    #expect(!host.auditsMissedUpdates)
    #expect(host.mountReport.modelWarnings.isEmpty)
    download.receive(100)
    #expect(host.flush().missedUpdates.isEmpty)
  }

  @Test func aRenamedElementThatIsNotObservableIsReportedAtItsRow() throws {
    let shelf = PlainShelf(titles: ["Dune", "Emma", "Ulysses"])
    let host = ViewHost(root: PlainRows(shelf: shelf), auditsMissedUpdates: true)
    shelf.books[1].title = "Persuasion"
    let report = host.flush()
    let missed = try #require(report.missedUpdates.first)
    #expect(report.missedUpdates.count == 1)
    #expect(missed.path == "PlainRows/VStack/PlainRow#2")
    #expect(missed.shownLine == "Text(\"Emma\")")
    #expect(missed.expectedLine == "Text(\"Persuasion\")")
    #expect(missed.cause == .unobservableClass(type: "PlainBook", property: "title"))
  }

  @Test func aStateSetByOnAppearFromAReadIsReportedWhenTheReadChanges() throws {
    let library = Library()
    library.searchText = "swift"
    let host = ViewHost(root: Greeting(library: library), auditsMissedUpdates: true)
    #expect(host.mountReport.missedUpdates.isEmpty)
    library.searchText = "kotlin"
    let report = host.flush()
    #expect(report.evaluationCount == 0)
    let missed = try #require(report.missedUpdates.first)
    #expect(report.missedUpdates.count == 1)
    #expect(missed.path == "Greeting")
    #expect(missed.shownLine == "Text(\"Searching swift\")")
    #expect(missed.expectedLine == nil)
    #expect(missed.cause == .readOutsideBody(state: "_message", read: "Library.searchText"))
    library.searchText = "rust"
    #expect(host.flush().missedUpdates.isEmpty)
  }

  @Test func anUnpublishedPropertyAViewShowsIsReportedWithAWarningOncePerType() throws {
    let inbox = Inbox()
    let host = ViewHost(root: InboxBadge(inbox: inbox), auditsMissedUpdates: true)
    #expect(host.mountReport.modelWarnings.isEmpty)
    inbox.unread = 3
    inbox.lastFetch = 1
    let report = host.flush()
    let missed = try #require(report.missedUpdates.first)
    #expect(missed.shownLine == "Text(\"0 unread\")")
    #expect(missed.expectedLine == "Text(\"3 unread\")")
    #expect(missed.cause == .unpublishedProperty(type: "Inbox", property: "unread"))
    #expect(report.modelWarnings.map(\.kind) == [RuntimeIssue.Kind.unpublishedStoredProperty])
    inbox.unread = 4
    let next = host.flush()
    #expect(next.missedUpdates.count == 1)
    #expect(next.modelWarnings.isEmpty)
  }

  @Test func aNestedObservableObjectIsWarnedAtMountAndReportedWhenItChanges() throws {
    let account = Account()
    let host = ViewHost(root: ThemeLabel(account: account), auditsMissedUpdates: true)
    #expect(
      host.mountReport.modelWarnings.map(\.kind) == [RuntimeIssue.Kind.nestedObservableObject])
    #expect(host.mountReport.modelWarnings.first?.message.hasPrefix("Account.settings ") == true)
    account.settings.theme = "dark"
    let report = host.flush()
    #expect(report.evaluationCount == 0)
    let missed = try #require(report.missedUpdates.first)
    #expect(missed.shownLine == "Text(\"Ada: light\")")
    #expect(missed.expectedLine == "Text(\"Ada: dark\")")
    #expect(
      missed.cause
        == .nestedObservableObject(holder: "Account", property: "settings", type: "Settings"))
  }

  @Test(arguments: [FieldReflection.metadata, .mirror])
  func bothReflectionRoutesFindTheSameMissedUpdatesAndCauses(reflection: FieldReflection) throws {
    // Through a tracked array of plain classes (struct layouts, a standard collection, the
    // storage of `@Tracked`) and through an `ObservableObject` held by another (`@Published`).
    let shelf = PlainShelf(titles: ["Dune", "Emma", "Ulysses"])
    let rows = ViewHost(
      root: PlainRows(shelf: shelf), reflection: reflection, seededState: [:], visibleRows: nil,
      auditsMissedUpdates: true)
    shelf.books[2].title = "Persuasion"
    let missedRow = try #require(rows.flush().missedUpdates.first)
    #expect(missedRow.path == "PlainRows/VStack/PlainRow#3")
    #expect(missedRow.expectedLine == "Text(\"Persuasion\")")
    #expect(missedRow.cause == .unobservableClass(type: "PlainBook", property: "title"))

    let account = Account()
    let label = ViewHost(
      root: ThemeLabel(account: account), reflection: reflection, seededState: [:],
      visibleRows: nil, auditsMissedUpdates: true)
    #expect(
      label.mountReport.modelWarnings.map(\.kind) == [RuntimeIssue.Kind.nestedObservableObject])
    account.settings.theme = "dark"
    let missedLabel = try #require(label.flush().missedUpdates.first)
    #expect(missedLabel.expectedLine == "Text(\"Ada: dark\")")
    #expect(
      missedLabel.cause
        == .nestedObservableObject(holder: "Account", property: "settings", type: "Settings"))
  }

  @Test func aChangeAfterTheLayoutsAreLearnedIsStillCaught() throws {
    // The first host teaches the audit the layouts of these types; the second uses them.
    let first = ViewHost(
      root: PlainRows(shelf: PlainShelf(titles: ["Dune"])), auditsMissedUpdates: true)
    #expect(first.flush().missedUpdates.isEmpty)
    let shelf = PlainShelf(titles: ["Emma", "Ulysses"])
    let host = ViewHost(root: PlainRows(shelf: shelf), auditsMissedUpdates: true)
    shelf.books[0].title = "Persuasion"
    #expect(host.flush().missedUpdates.map(\.expectedLine) == ["Text(\"Persuasion\")"])
    shelf.books[1].title = "Middlemarch"
    let report = host.flush()
    #expect(report.missedUpdates.map(\.path) == ["PlainRows/VStack/PlainRow#2"])
    #expect(report.missedUpdates.map(\.expectedLine) == ["Text(\"Middlemarch\")"])
  }

  @Test func anObjectHeldInAStructOfAModelIsReachedAndNamedAsTheCause() throws {
    let book = PlainBook(id: 1, title: "Dune")
    let host = ViewHost(root: PickLabel(shelf: Shelf(book)), auditsMissedUpdates: true)
    book.title = "Emma"
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.expectedLine == "Text(\"Emma\")")
    #expect(missed.cause == .unobservableClass(type: "PlainBook", property: "title"))
  }

  @Test(arguments: [FieldReflection.metadata, .mirror])
  func anObjectBehindAnOptionalIsReached(reflection: FieldReflection) throws {
    let book = PlainBook(id: 1, title: "Dune")
    let host = ViewHost(
      root: VStack {
        MaybeBookLabel(book: book)
        MaybeBookLabel(book: nil)
      }, reflection: reflection, seededState: [:], visibleRows: nil, auditsMissedUpdates: true)
    book.title = "Emma"
    let report = host.flush()
    #expect(report.missedUpdates.count == 1)
    let missed = try #require(report.missedUpdates.first)
    #expect(missed.expectedLine == "Text(\"Emma\")")
    #expect(missed.cause == .unobservableClass(type: "PlainBook", property: "title"))
  }

  @Test func anUpToDateTreeHasNoMissedUpdate() {
    let library = Library()
    let host = ViewHost(root: Greeting(library: library), auditsMissedUpdates: true)
    #expect(host.flush().missedUpdates.isEmpty)
  }

  @Test func anAuditStartedAfterTheMountChecksTheModelsAndNamesLaterCauses() throws {
    let download = Download()
    let host = ViewHost(root: ProgressLabel(download: download))
    download.receive(20)
    let start = host.startAuditingMissedUpdates()
    #expect(host.auditsMissedUpdates)
    #expect(start.evaluationCount == 0)
    #expect(start.missedUpdates.map(\.expectedLine) == ["Text(\"10 %\")"])
    #expect(start.missedUpdates.first?.cause == .unknown)
    #expect(start.modelWarnings.map(\.kind) == [RuntimeIssue.Kind.untrackedStoredProperty])
    #expect(host.startAuditingMissedUpdates().modelWarnings.isEmpty)
    download.receive(80)
    let missed = try #require(host.flush().missedUpdates.first)
    #expect(missed.expectedLine == "Text(\"50 %\")")
    #expect(missed.cause == .untrackedProperty(type: "Download", property: "received"))
  }
}
