import LibraryApp
import RecomputeHarness
import Testing
import ViewGraph

/// The missed updates of one trap over the script, derived by hand for 3 books (ids 0, 1, 2).
private struct ExpectedTrap {
  /// Missed updates per event name; every other event misses none.
  let missed: [String: Int]
  /// The paths of the views missed when the sync starts.
  let missedAtSyncStart: [String]
  let cause: MissedUpdate.Cause
}

private let screenC = "LibraryScreen/EnvironmentWriterView/VStack"
private let screenA = "PublishedLibraryScreen/EnvironmentWriterView/VStack"
private let rowsC = (0..<3).map { "\(screenC)/BookList[3]/List/BookRow#\($0)" }
private let rowsA = (0..<3).map { "\(screenA)/PublishedBookList[3]/List/PublishedBookRow#\($0)" }

@Suite("The traps, caught by the audit")
@MainActor
struct TrapTests {
  /// The missed updates of each trap, derived by hand for 3 books.
  ///
  /// - untracked storage: when the sync starts, nothing is invalidated: the indicator and the
  ///   3 rows are stale (4). The delivered row appears showing the badge; the renamed row 0 is
  ///   recomputed (its title is tracked) and shows the badge too. When the sync ends, rows 0 and
  ///   3 show a badge they should not (2); rows 1 (deleted) and 2 never showed it.
  /// - read outside body: the indicator's state was set by `onAppear`; the sync's start is the
  ///   first change of what it read (1); the audit then stops watching that read.
  /// - plain-class elements: only the rename is missed, at row 0 (1).
  /// - publish-on-write traps: the sync's start sends nothing (indicator and 3 rows, 4); the
  ///   delivered book is a `@Published` write that recomputes every holder; the sync's end is
  ///   missed again by the indicator and rows 0, 2, 3 (4).
  fileprivate static let expected: [Trap: ExpectedTrap] = [
    .untrackedStorage: ExpectedTrap(
      missed: ["sync-starts": 4, "sync-ends": 2],
      missedAtSyncStart: ["\(screenC)/SyncIndicator[2.else]"] + rowsC,
      cause: .untrackedProperty(type: "UntrackedSyncLibrary", property: "syncing")),
    .readOutsideBody: ExpectedTrap(
      missed: ["sync-starts": 1],
      missedAtSyncStart: ["\(screenC)/SyncIndicatorReadOnAppear[2.if]"],
      cause: .readOutsideBody(state: "_status", read: "Library.isSyncing")),
    .plainClassElements: ExpectedTrap(
      missed: ["book-renamed": 1], missedAtSyncStart: [],
      cause: .unobservableClass(type: "PlainBook", property: "title")),
    .unpublishedProperty: ExpectedTrap(
      missed: ["sync-starts": 4, "sync-ends": 4],
      missedAtSyncStart: ["\(screenA)/PublishedSyncIndicator[2]"] + rowsA,
      cause: .unpublishedProperty(type: "UnpublishedSyncLibrary", property: "isSyncing")),
    .nestedObservableObject: ExpectedTrap(
      missed: ["sync-starts": 4, "sync-ends": 4],
      missedAtSyncStart: ["\(screenA)/PublishedSyncIndicator[2]"] + rowsA,
      cause: .nestedObservableObject(
        holder: "NestedSyncLibrary", property: "sync", type: "SyncState")),
  ]

  @Test(arguments: Trap.allCases)
  func eachTrapIsCaughtAtTheRightViewsWithItsCause(trap: Trap) async throws {
    let expected = try #require(Self.expected[trap])
    let workload = LibraryWorkload(trap, bookCount: 3)
    #expect(workload.host.mountReport.missedUpdates.isEmpty)
    let measurements = try await workload.run()
    for measurement in measurements {
      #expect(
        measurement.missed == expected.missed[measurement.event.name, default: 0],
        "\(measurement.event.name)")
      for missed in measurement.missedUpdates {
        #expect(missed.cause == expected.cause, "\(missed)")
      }
    }
    let atSyncStart = try #require(measurements.first { $0.event == .syncStarts })
    #expect(atSyncStart.missedUpdates.map(\.path) == expected.missedAtSyncStart)
  }

  /// The automatic audit policy, with its large-run size lowered to 3 books, narrows the audit
  /// to the views outside rows and the rows that reach a changed object, and still catches every
  /// trap at the same views with the same cause.
  ///
  /// Views audited per event, for untracked storage: the 6 views outside rows (the screen,
  /// BookCount, SearchField, ClearButton, SyncIndicator, BookList) after every event; when the
  /// sync starts and ends, the library's plain `syncing` changed and every row holds the library
  /// through the environment: 3 rows more each time (rows 0, 1, 2, then 0, 2, 3).
  @Test func theNarrowedAuditOfALargeRunStillCatchesEveryTrap() async throws {
    let runs = try await LibraryWorkload.trapsDefinition.run(
      variants: nil, size: 3, audit: .automatic, largeRunSize: 3, progress: nil)
    #expect(runs.map(\.variant) == Trap.allCases.map(\.rawValue))
    for (trap, run) in zip(Trap.allCases, runs) {
      let expected = try #require(Self.expected[trap])
      #expect(run.audited)
      #expect(run.auditScope == .rowsReachingChanges)
      for result in run.results {
        #expect(
          result.missed == expected.missed[result.event, default: 0], "\(trap) \(result.event)")
        for missed in result.missedUpdates {
          #expect(missed.cause == expected.cause, "\(missed)")
        }
      }
      let atSyncStart = try #require(run.results.first { $0.event == "sync-starts" })
      #expect(atSyncStart.missedUpdates.map(\.path) == expected.missedAtSyncStart, "\(trap)")
    }
    let audited = runs[0].results.map(\.auditedViews)
    #expect(audited == [6, 6, 6, 6, 6, 9, 6, 6, 6, 9, 6])
  }

  /// Below the large-run size, the automatic policy audits every view, as before.
  @Test func belowTheLargeRunSizeEveryViewIsAudited() async throws {
    let runs = try await LibraryWorkload.trapsDefinition.run(
      variants: ["untracked-storage"], size: 3, audit: .automatic, largeRunSize: 4,
      progress: nil)
    #expect(runs[0].auditScope == .everyView)
    // 6 views outside rows and 3 rows after the typing; 4 rows after the delivery, 3 again
    // after the deletion.
    #expect(runs[0].results.map(\.auditedViews) == [9, 9, 9, 9, 9, 9, 10, 10, 9, 9, 9])
  }

  /// The traps workload's report at 3 books says, per trap, what it missed and where.
  ///
  /// The missed counts are the sums of ``expected``. The untracked-storage trap recomputes 12 bodies,
  /// none wasted: 5 keystrokes × SearchField, none when the sync starts or ends (nothing is
  /// invalidated), 3 when a book is delivered (BookList, BookCount, the new row), 1 for the
  /// renamed row, 2 for the deletion (BookList, BookCount), 1 for the clear button's tap.
  @Test func theTrapsReportSaysWhatEachTrapMissedAndWhere() async throws {
    let runs = try await LibraryWorkload.trapsWorkload.run(
      variants: nil, size: 3, auditsMissedUpdates: true)
    #expect(runs.map(\.variant) == Trap.allCases.map(\.rawValue))
    #expect(runs.map(\.missedInScript) == [6, 1, 1, 8, 8])
    let text = RecomputeReport(runs: runs).text
    let table = try #require(text.split(separator: "and where:").last)
    let lines = table.split(separator: "\n")
    // Per trap: its counts' end (recomputed derived above for the first) and where.
    let rows = [
      (
        "untracked-storage", "12 / 0 / 6",
        "sync-starts → SyncIndicator, BookRow ×3; sync-ends → BookRow ×2"
      ),
      ("read-outside-body", "/ 0 / 1", "sync-starts → SyncIndicatorReadOnAppear"),
      ("plain-class-elements", "/ 0 / 1", "book-renamed → BookRow"),
      (
        "unpublished-property", "/ 8",
        "sync-starts → PublishedSyncIndicator, PublishedBookRow ×3; sync-ends → "
          + "PublishedSyncIndicator, PublishedBookRow ×3"
      ),
      (
        "nested-observable-object", "/ 8",
        "sync-starts → PublishedSyncIndicator, PublishedBookRow ×3; sync-ends → "
          + "PublishedSyncIndicator, PublishedBookRow ×3"
      ),
    ]
    for (trap, counts, place) in rows {
      #expect(
        lines.contains { $0.hasPrefix(trap) && $0.contains(counts + "  ") && $0.contains(place) },
        "\(trap)")
    }
  }

  @Test func theIndicatorOfTheUntrackedStorageTrapShowsWhatItShowsAndWouldShow() async throws {
    let workload = LibraryWorkload(.untrackedStorage, bookCount: 3)
    for character in "swift" { _ = try await workload.play(.keystroke(character)) }
    let missed = try await workload.play(.syncStarts).missedUpdates
    #expect(missed.first?.shownLine == "Text(\"Up to date\")")
    #expect(missed.first?.expectedLine == "Text(\"Syncing…\")")
    // A row gains a badge: it shows no line in its place.
    #expect(missed.last?.shownLine == nil)
    #expect(missed.last?.expectedLine == "Text(\"⟳\")")
  }

  @Test func theModelChecksNameTheTrapsThatCanBeSeenInTheModel() async throws {
    let untracked = LibraryWorkload(.untrackedStorage, bookCount: 3)
    #expect(
      untracked.host.mountReport.modelWarnings.map(\.kind) == [.untrackedStoredProperty])
    #expect(
      untracked.host.mountReport.modelWarnings.first?.message.hasPrefix(
        "UntrackedSyncLibrary.syncing is a stored var") == true)
    let nested = LibraryWorkload(.nestedObservableObject, bookCount: 3)
    #expect(nested.host.mountReport.modelWarnings.map(\.kind) == [.nestedObservableObject])
    // An unpublished property is named once a view is found to show it.
    let unpublished = LibraryWorkload(.unpublishedProperty, bookCount: 3)
    #expect(unpublished.host.mountReport.modelWarnings.isEmpty)
    let report = unpublished.host.flush()
    #expect(report.modelWarnings.isEmpty)
    for trap in [Trap.readOutsideBody, .plainClassElements] {
      #expect(LibraryWorkload(trap, bookCount: 3).host.mountReport.modelWarnings.isEmpty)
    }
  }
}
