import BeforeMigration
import Dispatch
import HalfMigrated
import MechanicalPort
import ReadsPushedDown
import Traps
public import ViewGraph

/// The library screen of one variant, mounted in a view graph, ready to play the event script.
///
/// The script acts as a user and as a sync service would: it types into the "Search" field,
/// taps a row's "Delete" and the clear button (titled `Clear "swift"`) through the host, and makes the sync's writes
/// from a background task; after each event one pass runs, and its evaluations are counted.
///
/// ```swift
/// let workload = LibraryWorkload(.readsPushedDown, bookCount: 42)
/// let measurements = try await workload.run()
/// measurements[0].recomputed  // 2: SearchField and ClearButton
/// ```
///
/// > Important: `LibraryWorkload` is bound to the main actor, like the `ViewHost` it drives.
@MainActor
public final class LibraryWorkload {
  /// The variant on screen, or the one the trap on screen is built on.
  public let variant: Variant
  /// The trap on screen, if any.
  public let trap: Trap?
  /// The number of books the library started with.
  public let bookCount: Int
  /// How many rows of the book list are visible, or `nil` when every row is.
  public let visibleRows: Int?
  /// The host the screen is mounted in.
  public let host: ViewHost
  private let sync: SyncActions

  /// The id of the book whose row's "Delete" button the script taps: the second book.
  nonisolated static let deletedBookID = 1
  /// The id of the book the sync renames: the first book.
  nonisolated static let renamedBookID = 0
  /// The title of the clear button when the script taps it: it names the text it clears, all
  /// that the script typed.
  nonisolated static let clearButtonTitle = "Clear \"\(ScriptEvent.typedText)\""

  /// Mounts the screen of `variant` with a library of `bookCount` books.
  ///
  /// - Parameters:
  ///   - variant: The version of the screen.
  ///   - bookCount: How many books the library starts with; at least 2, so that the script has
  ///     a book to rename and another to delete.
  ///   - visibleRows: How many rows of the book list are visible (a phone shows about 15), or
  ///     `nil` for every row; at least 2, so that the deleted book's row is on screen.
  ///   - auditsMissedUpdates: Whether the host audits each pass for missed updates (see
  ///     ``ViewHost/init(root:auditsMissedUpdates:)``); the counts are the same either way.
  /// - Complexity: O(`bookCount`): every view of the screen is evaluated once.
  public init(
    _ variant: Variant, bookCount: Int, visibleRows: Int? = nil, auditsMissedUpdates: Bool = false
  ) {
    precondition(bookCount >= 2, "the script renames one book and deletes another")
    precondition(visibleRows.map { $0 >= 2 } ?? true, "the deleted book's row must be visible")
    self.variant = variant
    self.bookCount = bookCount
    trap = nil
    self.visibleRows = visibleRows
    switch variant {
    case .publishOnWrite:
      (host, sync) = Self.mount(
        BeforeMigration.Library(bookCount: bookCount), visibleRows, auditsMissedUpdates
      ) {
        BeforeMigration.LibraryScreen(library: $0)
      }
    case .halfMigrated:
      (host, sync) = Self.mount(
        HalfMigrated.Library(bookCount: bookCount), visibleRows, auditsMissedUpdates
      ) {
        HalfMigrated.LibraryScreen(library: $0)
      }
    case .mechanicalPort:
      (host, sync) = Self.mount(
        MechanicalPort.Library(bookCount: bookCount), visibleRows, auditsMissedUpdates
      ) {
        MechanicalPort.LibraryScreen(library: $0)
      }
    case .readsPushedDown:
      (host, sync) = Self.mount(
        MechanicalPort.Library(bookCount: bookCount), visibleRows, auditsMissedUpdates
      ) {
        ReadsPushedDown.LibraryScreen(library: $0)
      }
    }
  }

  /// Mounts the screen of `trap` with a library of `bookCount` books, audited for missed
  /// updates.
  ///
  /// - Parameters:
  ///   - trap: The trap the screen commits.
  ///   - bookCount: How many books the library starts with; at least 2.
  /// - Complexity: O(`bookCount`): every view of the screen is evaluated once.
  public init(_ trap: Trap, bookCount: Int) {
    precondition(bookCount >= 2, "the script renames one book and deletes another")
    variant = trap.variant
    self.bookCount = bookCount
    self.trap = trap
    visibleRows = nil
    switch trap {
    case .untrackedStorage:
      (host, sync) = Self.mount(UntrackedSyncLibrary(bookCount: bookCount), nil, true) {
        Traps.LibraryScreen(library: $0)
      }
    case .readOutsideBody:
      (host, sync) = Self.mount(MechanicalPort.Library(bookCount: bookCount), nil, true) {
        Traps.LibraryScreen(library: $0, readsSyncOutsideBody: true)
      }
    case .plainClassElements:
      (host, sync) = Self.mount(PlainBookLibrary(bookCount: bookCount), nil, true) {
        Traps.LibraryScreen(library: $0)
      }
    case .unpublishedProperty:
      (host, sync) = Self.mount(UnpublishedSyncLibrary(bookCount: bookCount), nil, true) {
        PublishedLibraryScreen(library: $0)
      }
    case .nestedObservableObject:
      (host, sync) = Self.mount(NestedSyncLibrary(bookCount: bookCount), nil, true) {
        PublishedLibraryScreen(library: $0)
      }
    }
  }

  /// Mounts the screen that `makeScreen` builds around `library`, and the sync that writes to
  /// the same library.
  private static func mount<Library: SyncedLibrary, Screen: View>(
    _ library: Library, _ visibleRows: Int?, _ audits: Bool, _ makeScreen: (Library) -> Screen
  ) -> (ViewHost, SyncActions) {
    let host = ViewHost(
      root: makeScreen(library), reflection: .metadata, seededState: [:],
      visibleRows: visibleRows, auditsMissedUpdates: audits)
    return (host, SyncActions(library))
  }

  /// Plays the whole script, one pass per event.
  ///
  /// - Returns: One measurement per event, in the order of ``ScriptEvent/script``.
  /// - Throws: ``WorkloadError`` when the graph reports an error, or `ViewHostError` when a
  ///   control the script uses is not on screen.
  public func run() async throws -> [EventMeasurement] {
    var measurements: [EventMeasurement] = []
    for event in ScriptEvent.script {
      measurements.append(try await play(event))
    }
    return measurements
  }

  /// Plays one event and the pass that follows it.
  ///
  /// - Parameter event: The event.
  /// - Returns: What the pass evaluated, and how long the event and the pass took.
  /// - Throws: ``WorkloadError`` when the graph reports an error, or `ViewHostError` when a
  ///   control the event uses is not on screen.
  public func play(_ event: ScriptEvent) async throws -> EventMeasurement {
    // Finding the control to act on is the harness's work, not the screen's: it is not timed.
    let act = try action(for: event)
    let start = DispatchTime.now().uptimeNanoseconds
    let report = try await act()
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    guard report.issues.isEmpty else {
      throw WorkloadError.runtimeIssues(variant, event, report.issues)
    }
    return EventMeasurement(
      variant: variant, event: event, bookCount: bookCount,
      recomputed: report.evaluationCount, wasted: report.wastedCount,
      missedUpdates: report.missedUpdates, nanoseconds: elapsed,
      explanation: Self.explanation(of: report))
  }

  /// One line per control update and per evaluation, with its identity path, pass by pass: a
  /// pass updates its controls before it evaluates bodies.
  private static func explanation(of report: PassReport) -> [String] {
    (0..<max(report.passCount, 1)).flatMap { pass in
      report.controlUpdates.filter { $0.pass == pass }.map { "\($0.path)  \($0.line)" }
        + report.evaluations.filter { $0.pass == pass }.map {
          "\($0.path)  \($0.printChangesLine)" + ($0.isWasted ? "  (wasted)" : "")
        }
    }
  }

  /// What the user or the sync does for `event`, followed by the pass that picks it up.
  private func action(for event: ScriptEvent) throws -> () async throws -> PassReport {
    switch event {
    case .keystroke(let character):
      return { [host] in try host.type(String(character), into: "Search") }
    case .syncStarts:
      return afterBackgroundWrite(sync.start)
    case .bookDelivered:
      return afterBackgroundWrite(sync.deliver)
    case .bookRenamed:
      return afterBackgroundWrite(sync.rename)
    case .bookDeleted:
      let row = try rowOfBookToDelete()
      return { [host] in try host.tap("Delete", in: row) }
    case .syncEnds:
      return afterBackgroundWrite(sync.end)
    case .clearTapped:
      return { [host] in try host.tap(Self.clearButtonTitle) }
    }
  }

  /// Makes `write` on a background task, waits for it, then runs the pass that picks it up.
  private func afterBackgroundWrite(
    _ write: @escaping @Sendable () -> Void
  ) -> () async -> PassReport {
    { [host] in
      await Task.detached(operation: write).value
      return host.flush()
    }
  }

  private func rowOfBookToDelete() throws(WorkloadError) -> ViewNode {
    let rows = host.nodes {
      // The publish-on-write traps' rows are `PublishedBookRow`s.
      ["BookRow", "PublishedBookRow"].contains($0.viewType)
        && $0.explicitIDs == [AnyHashable(Self.deletedBookID)]
    }
    guard let row = rows.first else {
      throw WorkloadError.rowNotFound(variant, bookID: Self.deletedBookID)
    }
    return row
  }
}
