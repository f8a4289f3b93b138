import LibraryApp
import Testing

/// The counts of the event script at 42 books, asserted against derivations written by hand
/// from the counting rules of `shared/design/library-screen.md`.
///
/// Legend for the derivations: SearchField shows the text field and, while there is text, the
/// ClearButton, whose title names the text. Holders of the library in A are LibraryScreen
/// (`@StateObject`), SearchField, SyncIndicator, BookList, every BookRow and, while it is shown,
/// ClearButton (`@EnvironmentObject`), so one `objectWillChange` dirties 4 + rows views (5 + rows
/// with the clear button); in A the text field shows the text because SearchField's body makes
/// it again. In B and C a view depends only on what its body read: SearchField (for the clear
/// button) and ClearButton (for its title) read `searchText`, and the text field reads its
/// binding as a control, updating before the bodies without a body of its own (so SearchField's
/// output then already shows the text); SyncIndicator and every row read `isSyncing`; a row
/// reads its book's `title`; LibraryScreen (B) or BookCount (C), and BookList read `books`. In A
/// and B a row's `onDelete` is a closure, so every row is recomputed whenever BookList is; in C
/// rows take only their book and are skipped when it is the same object. D is A with `Book`
/// read-tracked: its rows still hold the library through `@EnvironmentObject`, so its counts are
/// A's.
@Suite("The event script at 42 books", .timeLimit(.minutes(10)))
@MainActor
struct ScriptCountTests {
  /// One expected line of the table: bodies recomputed and, of those, wasted.
  struct Expected: CustomStringConvertible {
    let event: String
    let recomputed: Int
    let wasted: Int
    var description: String { "\(event): \(recomputed) / \(wasted)" }
  }

  nonisolated static let publishOnWrite: [Expected] = [
    // 4 holders + 42 rows, and the clear button, which appears (mounted, counted): 47. Only
    // SearchField (its text field's text, the clear button) and the new button change.
    Expected(event: "type-s", recomputed: 47, wasted: 45),
    // 5 holders + 42 rows: 47; SearchField's text field and the button's title change.
    Expected(event: "type-w", recomputed: 47, wasted: 45),
    Expected(event: "type-i", recomputed: 47, wasted: 45),
    Expected(event: "type-f", recomputed: 47, wasted: 45),
    Expected(event: "type-t", recomputed: 47, wasted: 45),
    // 47; the indicator and the 42 rows' badges change; screen, field, button, list do not.
    Expected(event: "sync-starts", recomputed: 47, wasted: 4),
    // 47 + the new row; the count, the list's rows and the new row change.
    Expected(event: "book-delivered", recomputed: 48, wasted: 45),
    // Only the row that observes the renamed book.
    Expected(event: "book-renamed", recomputed: 1, wasted: 0),
    // 5 holders + the 42 remaining rows (the deleted one is removed, not evaluated); the count
    // and the list change.
    Expected(event: "book-deleted", recomputed: 47, wasted: 45),
    // Like sync-starts: 42 rows are left.
    Expected(event: "sync-ends", recomputed: 47, wasted: 4),
    // 4 holders + 42 rows: the clear button is removed by SearchField, which runs first, before
    // its own turn; SearchField's text field empties and the button goes.
    Expected(event: "clear-tapped", recomputed: 46, wasted: 45),
  ]

  /// Converting the leaf model alone changes no count: every view still holds the library
  /// through `@EnvironmentObject`, and the renamed book's row was already the only view to
  /// recompute for it (then through `@ObservedObject`, now because its body read the title).
  nonisolated static let halfMigrated = publishOnWrite

  nonisolated static let mechanicalPort: [Expected] = [
    // The readers of searchText: SearchField, which gains the clear button, and the button,
    // which appears. The text field updates as a control, not counted.
    Expected(event: "type-s", recomputed: 2, wasted: 0),
    // SearchField still shows the button (wasted: the control update already showed the
    // text); the button's title changes.
    Expected(event: "type-w", recomputed: 2, wasted: 1),
    Expected(event: "type-i", recomputed: 2, wasted: 1),
    Expected(event: "type-f", recomputed: 2, wasted: 1),
    Expected(event: "type-t", recomputed: 2, wasted: 1),
    // The readers of isSyncing: SyncIndicator and the 42 rows.
    Expected(event: "sync-starts", recomputed: 43, wasted: 0),
    // LibraryScreen and BookList read books; BookList's onDelete closure makes it changed, and
    // the rows' closures make all 42 recompute; the new row appears. The 42 old rows are wasted.
    Expected(event: "book-delivered", recomputed: 45, wasted: 42),
    // The row that read the book's title.
    Expected(event: "book-renamed", recomputed: 1, wasted: 0),
    // LibraryScreen, BookList, and the 42 remaining rows through their closures.
    Expected(event: "book-deleted", recomputed: 44, wasted: 42),
    Expected(event: "sync-ends", recomputed: 43, wasted: 0),
    // SearchField, which removes the clear button before the button's own turn.
    Expected(event: "clear-tapped", recomputed: 1, wasted: 0),
  ]

  nonisolated static let readsPushedDown: [Expected] = [
    Expected(event: "type-s", recomputed: 2, wasted: 0),
    Expected(event: "type-w", recomputed: 2, wasted: 1),
    Expected(event: "type-i", recomputed: 2, wasted: 1),
    Expected(event: "type-f", recomputed: 2, wasted: 1),
    Expected(event: "type-t", recomputed: 2, wasted: 1),
    Expected(event: "sync-starts", recomputed: 43, wasted: 0),
    // BookCount and BookList read books; the old rows compare equal (same book) and are
    // skipped; the new row appears.
    Expected(event: "book-delivered", recomputed: 3, wasted: 0),
    Expected(event: "book-renamed", recomputed: 1, wasted: 0),
    // BookCount and BookList.
    Expected(event: "book-deleted", recomputed: 2, wasted: 0),
    Expected(event: "sync-ends", recomputed: 43, wasted: 0),
    Expected(event: "clear-tapped", recomputed: 1, wasted: 0),
  ]

  @Test(
    "Every event recomputes the bodies the counting rules predict",
    arguments: [
      (Variant.publishOnWrite, publishOnWrite),
      (Variant.halfMigrated, halfMigrated),
      (Variant.mechanicalPort, mechanicalPort),
      (Variant.readsPushedDown, readsPushedDown),
    ])
  func scriptCountsMatchTheHandDerivation(variant: Variant, expected: [Expected]) async throws {
    let measurements = try await LibraryWorkload(variant, bookCount: 42).run()
    #expect(measurements.map(\.event.name) == expected.map(\.event))
    for (measurement, expectation) in zip(measurements, expected) {
      #expect(
        measurement.recomputed == expectation.recomputed,
        "\(variant), \(expectation.event): \(measurement.explanation.joined(separator: "\n"))")
      #expect(
        measurement.wasted == expectation.wasted,
        "\(variant), \(expectation.event): \(measurement.explanation.joined(separator: "\n"))")
    }
  }

  @Test func keystrokeHeadlineIsFortySevenBeforeAndTwoAfter() async throws {
    let before = try await LibraryWorkload(.publishOnWrite, bookCount: 42).play(.keystroke("s"))
    let after = try await LibraryWorkload(.readsPushedDown, bookCount: 42).play(.keystroke("s"))
    #expect(before.recomputed == 47)
    #expect(after.recomputed == 2)
  }

  @Test func publishOnWriteKeystrokeCostGrowsWithTheLibraryWhileReadTrackingDoesNot()
    async throws
  {
    var publishOnWrite: [Int] = []
    var readsPushedDown: [Int] = []
    for bookCount in [10, 100, 1_000] {
      publishOnWrite.append(
        try await LibraryWorkload(.publishOnWrite, bookCount: bookCount).play(.keystroke("s"))
          .recomputed)
      readsPushedDown.append(
        try await LibraryWorkload(.readsPushedDown, bookCount: bookCount).play(.keystroke("s"))
          .recomputed)
    }
    // 4 holders, one row per book, and the clear button that appears.
    #expect(publishOnWrite == [15, 105, 1_005])
    #expect(readsPushedDown == [2, 2, 2])
  }
}
