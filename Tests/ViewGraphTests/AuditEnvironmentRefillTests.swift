import PublishOnWrite
import ReadTracking
import Testing
import ViewGraph

private typealias PlainBook = ReadModels.PlainBook

/// A theme injected with `.environment(_:)`, whose accent is a plain stored property: no view
/// hears of its changes.
private final class Theme: Observable {
  let observationRegistrar = ObservationRegistrar()
  var accent: String

  init(accent: String) {
    self.accent = accent
  }
}

/// A palette injected with `.environmentObject(_:)`, whose accent is not published.
private final class Palette: ObservableObject {
  var accent: String

  init(accent: String) {
    self.accent = accent
  }
}

/// A swatch read through an environment key: a class, so not `Equatable`.
private final class Swatch {
  var accent: String

  init(accent: String) {
    self.accent = accent
  }
}

private struct SwatchKey: EnvironmentKey {
  static var defaultValue: Swatch { Swatch(accent: "none") }
}

extension EnvironmentValues {
  fileprivate var swatch: Swatch {
    get { self[SwatchKey.self] }
    set { self[SwatchKey.self] = newValue }
  }
}

/// Which of two of each injected object the shelf gives its list; the books stay.
private final class Stage: Observable {
  let observationRegistrar = ObservationRegistrar()
  @Tracked var usesSecond = false
  let shelf = Shelf(books: [PlainBook(id: 1, title: "Dune"), PlainBook(id: 2, title: "Emma")])
  let themes = (Theme(accent: "red"), Theme(accent: "blue"))
  let palettes = (Palette(accent: "red"), Palette(accent: "blue"))
  let swatches = (Swatch(accent: "red"), Swatch(accent: "blue"))
}

/// The books, held by a class: a list given the same shelf has the same input, and is not
/// evaluated again.
private final class Shelf {
  let books: [PlainBook]

  init(books: [PlainBook]) {
    self.books = books
  }
}

/// Injects the stage's objects above a list that is given the same books each time: on a new
/// shelf, so that the list is evaluated again and makes its rows again, or on the same shelf,
/// so that the list is not evaluated and its rows get only the new environment (their boxes
/// are then filled again in place).
///
/// The shelf reads its stage through a closure, so that only the rows reach the objects.
private struct RefillShelf: View {
  let stage: () -> Stage
  let keepsList: Bool

  var body: some View {
    let stage = stage()
    let second = stage.usesSecond
    BookList(shelf: keepsList ? stage.shelf : Shelf(books: stage.shelf.books))
      .environment(second ? stage.themes.1 : stage.themes.0)
      .environmentObject(second ? stage.palettes.1 : stage.palettes.0)
      .environment(\.swatch, second ? stage.swatches.1 : stage.swatches.0)
  }
}

private struct BookList: View {
  let shelf: Shelf

  var body: some View {
    VStack {
      ForEach(shelf.books, id: \.id) { book in
        ThemedRow(book: book)
        PaletteRow(book: book)
        SwatchRow(book: book)
      }
    }
  }
}

private struct ThemedRow: View {
  @Environment(Theme.self) var theme
  let book: PlainBook

  var body: some View { Text("theme " + theme.accent + " " + book.title) }
}

private struct PaletteRow: View {
  @EnvironmentObject var palette: Palette
  let book: PlainBook

  var body: some View { Text("palette " + palette.accent + " " + book.title) }
}

private struct SwatchRow: View {
  @Environment(\.swatch) var swatch
  let book: PlainBook

  var body: some View { Text("swatch " + swatch.accent + " " + book.title) }
}

/// A row evaluated again because what it reads from the environment changed may have its
/// `@Environment` or `@EnvironmentObject` box refilled in place with the new object: the
/// narrowed audit must still walk it, so that a later unobserved change of the new object is
/// caught at the rows that show it, as the full audit catches it.
@MainActor
@Suite("Audit of rows whose environment boxes are refilled in place")
struct AuditEnvironmentRefillTests {
  /// The paths and expected lines each audit reports after the objects are replaced, and after
  /// each kind of new object is changed in turn.
  private func reports(scope: AuditScope, keepsList: Bool) -> [[String]] {
    let stage = Stage()
    let host = ViewHost(root: RefillShelf(stage: { stage }, keepsList: keepsList))
    host.startAuditingMissedUpdates(scope: scope)
    var reports: [[String]] = []
    func flush() {
      reports.append(
        host.flush().missedUpdates.map { "\($0.path): \($0.expectedLine ?? "")" })
    }
    stage.usesSecond = true
    flush()
    stage.themes.1.accent = "green"
    flush()
    stage.palettes.1.accent = "green"
    flush()
    stage.swatches.1.accent = "green"
    flush()
    return reports
  }

  /// Both audits report each new object's change at the two rows that show it, and nothing when
  /// the objects are replaced, whether the rows were made again or only given the new
  /// environment (before the fix, the narrowed audit reported nothing in the second case).
  @Test(arguments: [false, true])
  func theNarrowedAuditCatchesAChangeOfAnObjectRefilledInPlaceAsTheFullAuditDoes(keepsList: Bool) {
    let full = reports(scope: .everyView, keepsList: keepsList)
    let narrowed = reports(scope: .rowsReachingChanges, keepsList: keepsList)
    #expect(full.first == [])
    #expect(full.dropFirst().map(\.count) == [2, 2, 2])
    #expect(
      full[1].first
        == "RefillShelf/EnvironmentWriterView/EnvironmentWriterView/EnvironmentWriterView/BookList/"
        + "VStack/ThemedRow[0]#1: Text(\"theme green Dune\")")
    #expect(full[1].first?.hasSuffix("Text(\"theme green Dune\")") == true)
    #expect(full[2].first?.hasSuffix("Text(\"palette green Dune\")") == true)
    #expect(full[3].last?.hasSuffix("Text(\"swatch green Emma\")") == true)
    #expect(narrowed == full)
  }
}
