import ReadTracking
import Testing
import ViewGraph

private typealias PlainBook = ReadModels.PlainBook

/// A theme whose accent is a plain stored property: no view hears of its changes.
private final class Theme: Observable {
  let observationRegistrar = ObservationRegistrar()
  var accent: String

  init(accent: String) {
    self.accent = accent
  }
}

/// What the shelf shows: its books, which theme it injects, and a revision that makes it build
/// its rows again without changing either.
private final class Stage: Observable {
  let observationRegistrar = ObservationRegistrar()
  @Tracked var books: [PlainBook]
  @Tracked var usesSecondTheme = false
  @Tracked var revision = 0
  let themes = (Theme(accent: "red"), Theme(accent: "blue"))

  init(titles: [String]) {
    books = titles.enumerated().map { PlainBook(id: $0.offset + 1, title: $0.element) }
  }
}

/// Rows that read their theme from the environment.
///
/// The shelf reads its stage through a closure, so that only the rows reach the books and the theme the walk finds.
private struct ThemedShelf: View {
  let stage: () -> Stage

  var body: some View {
    let stage = stage()
    let theme = stage.usesSecondTheme ? stage.themes.1 : stage.themes.0
    VStack {
      Text("revision \(stage.revision)")
      ForEach(stage.books, id: \.id) { book in
        ThemedLine(book: book)
      }
    }
    .environment(theme)
  }
}

private struct ThemedLine: View {
  @Environment(Theme.self) var theme
  let book: PlainBook

  var body: some View { Text(theme.accent + " " + book.title) }
}

/// The narrowed audit recognizes a row made again with the same book as unchanged although its
/// `@Environment` field has a new box, as long as that box was not filled: these tests show
/// that such rows are not walked again, and that every change they could miss is still caught.
@MainActor
@Suite("Audit of rows that read the environment")
struct AuditEnvironmentRowsTests {
  /// Rows made again with the same book, and not evaluated, are not walked (the shelf alone: 1),
  /// and a later change of a book or of the theme is still caught at the rows that show it.
  @Test func rowsMadeAgainWithTheSameBookAreNotWalkedAndStillAudited() throws {
    let stage = Stage(titles: ["Dune", "Emma"])
    let host = ViewHost(root: ThemedShelf { stage })
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    #expect(host.auditWalkedViewCount == 3)
    stage.revision += 1
    #expect(host.flush().missedUpdates.isEmpty)
    #expect(host.auditWalkedViewCount == 1)
    stage.books[1].title = "Persuasion"
    let renamed = host.flush()
    #expect(
      renamed.missedUpdates.map(\.path) == [
        "ThemedShelf/EnvironmentWriterView/VStack/ThemedLine[1]#2"
      ])
    #expect(renamed.missedUpdates.first?.expectedLine == "Text(\"red Persuasion\")")
    stage.revision += 1
    #expect(host.flush().missedUpdates.isEmpty)
    stage.themes.0.accent = "green"
    let recolored = host.flush()
    #expect(
      recolored.missedUpdates.map(\.path) == [
        "ThemedShelf/EnvironmentWriterView/VStack/ThemedLine[1]#1",
        "ThemedShelf/EnvironmentWriterView/VStack/ThemedLine[1]#2",
      ])
    #expect(recolored.missedUpdates.first?.expectedLine == "Text(\"green Dune\")")
  }

  /// Rows made again and given another theme are evaluated, which fills their boxes with it:
  /// they are walked (the shelf and both rows: 3), so that a later change of the new theme,
  /// which only the rows reach, is caught at both.
  @Test func rowsWhoseEnvironmentObjectChangedAreWalkedAndAudited() throws {
    let stage = Stage(titles: ["Dune", "Emma"])
    let host = ViewHost(root: ThemedShelf { stage })
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    stage.usesSecondTheme = true
    #expect(host.flush().missedUpdates.isEmpty)
    #expect(host.auditWalkedViewCount == 3)
    stage.themes.1.accent = "green"
    let report = host.flush()
    #expect(
      report.missedUpdates.map(\.path) == [
        "ThemedShelf/EnvironmentWriterView/VStack/ThemedLine[1]#1",
        "ThemedShelf/EnvironmentWriterView/VStack/ThemedLine[1]#2",
      ])
    #expect(report.missedUpdates.last?.expectedLine == "Text(\"green Emma\")")
  }

  /// Rows given another book under the same theme are walked (the shelf and row 2: 2), so that
  /// a change of the new book is caught.
  @Test func aRowGivenAnotherBookIsWalkedAndAudited() throws {
    let stage = Stage(titles: ["Dune", "Emma"])
    let host = ViewHost(root: ThemedShelf { stage })
    host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
    stage.books[1] = PlainBook(id: 2, title: "Walden")
    #expect(host.flush().missedUpdates.isEmpty)
    #expect(host.auditWalkedViewCount == 2)
    stage.books[1].title = "Ulysses"
    let report = host.flush()
    #expect(
      report.missedUpdates.map(\.path) == [
        "ThemedShelf/EnvironmentWriterView/VStack/ThemedLine[1]#2"
      ])
    #expect(report.missedUpdates.first?.expectedLine == "Text(\"red Ulysses\")")
  }

  /// Two values of a view made apart with the same book have different bits (each has a box of
  /// its own), but hold the same thing while their boxes are not filled; a value with another
  /// book does not.
  @Test func rowValuesDifferingOnlyByUnfilledEnvironmentBoxesHoldTheSameThing() {
    let book = PlainBook(id: 1, title: "Dune")
    let first = ViewBits(ThemedLine(book: book))
    let second = ViewBits(ThemedLine(book: book))
    let other = ViewBits(ThemedLine(book: PlainBook(id: 1, title: "Dune")))
    let boxes = EnvironmentBoxes(of: first.type)
    #expect(first != second)
    #expect(second.holdsWhatWasWalked(in: first, boxes))
    #expect(!other.holdsWhatWasWalked(in: first, boxes))
    // Without the boxes listed, the bytes are compared whole.
    #expect(!second.holdsWhatWasWalked(in: first, EnvironmentBoxes(of: PlainBook.self)))
  }
}
