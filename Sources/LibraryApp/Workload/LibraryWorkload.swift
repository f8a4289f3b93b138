import BeforeMigration
import HalfMigrated
import MechanicalPort
import ReadsPushedDown
public import RecomputeHarness
import Traps
public import ViewGraph

/// The library screen of one variant, mounted in a view graph, ready to play the event script.
///
/// The script acts as a user and as a sync service would: it types into the "Search" field,
/// taps a row's "Delete" and the clear button (titled `Clear "swift"`) through the host, and
/// makes the sync's writes from a background task; after each event one pass runs, and its
/// evaluations are counted.
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
  public var host: ViewHost { screen.host }
  private let screen: MountedScreen<SyncActions>

  /// The id of the book whose row's "Delete" button the script taps: the second book.
  nonisolated static let deletedBookID = 1
  /// The id of the book the sync renames: the first book.
  nonisolated static let renamedBookID = 0
  /// The title of the clear button when the script taps it: it names the text it clears, all
  /// that the script typed.
  nonisolated static let clearButtonTitle = "Clear \"\(ScriptEvent.typedText)\""

  /// The library screen as a harness workload, named `library`: the four variants in the
  /// order A, D, B, C, the script of ``ScriptEvent/script``, 42 books unless told otherwise,
  /// and a sweep from 10 to 100 000 books that plays each variant with every row visible and
  /// again in a phone-sized viewport of ``phoneRows`` rows (variants `A-15`, `D-15`, …).
  public nonisolated static var workload: any MeasurableWorkload { definition }

  /// The library screen with each trap, as a harness workload named `traps`: one variant per
  /// ``Trap`` (named by its raw value), the script of ``ScriptEvent/script``, 42 books unless
  /// told otherwise, no sweep.
  public nonisolated static var trapsWorkload: any MeasurableWorkload { trapsDefinition }

  /// The rows a phone shows of the book list, for the sweep's viewport variants.
  public nonisolated static let phoneRows = 15

  nonisolated static let definition = Workload<SyncActions>(
    name: "library",
    summary: "The library screen (a list of books, a search field, a sync indicator) before, "
      + "during and after the migration: A, D, B, C.",
    sizeName: "books", defaultSize: 42, sizes: 2...1_000_000,
    sweepSizes: [10, 100, 1_000, 10_000, 100_000],
    variants: Variant.allCases.map { variant in
      WorkloadVariant(name: variant.rawValue, title: variant.description) { bookCount in
        mount(variant, bookCount: bookCount, visibleRows: nil, audits: false)
      }
    },
    sweepVariants: Variant.allCases.map { variant in
      WorkloadVariant(
        name: "\(variant.rawValue)-\(phoneRows)", title: "\(variant), \(phoneRows) rows visible"
      ) { bookCount in
        mount(variant, bookCount: bookCount, visibleRows: phoneRows, audits: false)
      }
    },
    script: ScriptEvent.script.map(\.workloadEvent),
    headline: WorkloadHeadline(
      tag: "keystroke", before: Variant.publishOnWrite.rawValue,
      after: Variant.readsPushedDown.rawValue, change: "the migration"))

  package nonisolated static let trapsDefinition = Workload<SyncActions>(
    name: "traps",
    summary: "The library screen committing each trap that leaves views stale: three of "
      + "read-tracking on variant C, two of publish-on-write on variant A.",
    sizeName: "books", defaultSize: 42, sizes: 2...1_000_000,
    variants: Trap.allCases.map { trap in
      WorkloadVariant(name: trap.rawValue, title: trap.rawValue) { bookCount in
        mount(trap, bookCount: bookCount)
      }
    },
    script: ScriptEvent.script.map(\.workloadEvent))

  /// Mounts the screen of `variant` with a library of `bookCount` books.
  ///
  /// - Parameters:
  ///   - variant: The version of the screen.
  ///   - bookCount: How many books the library starts with; at least 2, so that the script has
  ///     a book to rename and another to delete.
  ///   - visibleRows: How many rows of the book list are visible (a phone shows about 15), or
  ///     `nil` for every row; at least 2, so that the deleted book's row is on screen.
  ///   - auditsMissedUpdates: Whether the host audits each pass for missed updates (see
  ///     `ViewHost.init(root:auditsMissedUpdates:)`); the counts are the same either way.
  /// - Complexity: O(`bookCount`): every view of the screen is evaluated once.
  public init(
    _ variant: Variant, bookCount: Int, visibleRows: Int? = nil, auditsMissedUpdates: Bool = false
  ) {
    precondition(bookCount >= 2, "the script renames one book and deletes another")
    precondition(visibleRows.map { $0 >= 2 } ?? true, "the deleted book's row must be visible")
    self.variant = variant
    self.bookCount = bookCount
    self.visibleRows = visibleRows
    trap = nil
    screen = Self.mount(
      variant, bookCount: bookCount, visibleRows: visibleRows, audits: auditsMissedUpdates)
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
    screen = Self.mount(trap, bookCount: bookCount)
  }

  /// Mounts the screen of `trap`, audited, with a library of `bookCount` books.
  private static func mount(_ trap: Trap, bookCount: Int) -> MountedScreen<SyncActions> {
    let variant = trap.variant
    return switch trap {
    case .untrackedStorage:
      mount(UntrackedSyncLibrary(bookCount: bookCount), of: variant, nil, true) {
        Traps.LibraryScreen(library: $0)
      }
    case .readOutsideBody:
      mount(MechanicalPort.Library(bookCount: bookCount), of: variant, nil, true) {
        Traps.LibraryScreen(library: $0, readsSyncOutsideBody: true)
      }
    case .plainClassElements:
      mount(PlainBookLibrary(bookCount: bookCount), of: variant, nil, true) {
        Traps.LibraryScreen(library: $0)
      }
    case .unpublishedProperty:
      mount(UnpublishedSyncLibrary(bookCount: bookCount), of: variant, nil, true) {
        PublishedLibraryScreen(library: $0)
      }
    case .nestedObservableObject:
      mount(NestedSyncLibrary(bookCount: bookCount), of: variant, nil, true) {
        PublishedLibraryScreen(library: $0)
      }
    }
  }

  private static func mount(
    _ variant: Variant, bookCount: Int, visibleRows: Int?, audits: Bool
  ) -> MountedScreen<SyncActions> {
    switch variant {
    case .publishOnWrite:
      mount(BeforeMigration.Library(bookCount: bookCount), of: variant, visibleRows, audits) {
        BeforeMigration.LibraryScreen(library: $0)
      }
    case .halfMigrated:
      mount(HalfMigrated.Library(bookCount: bookCount), of: variant, visibleRows, audits) {
        HalfMigrated.LibraryScreen(library: $0)
      }
    case .mechanicalPort:
      mount(MechanicalPort.Library(bookCount: bookCount), of: variant, visibleRows, audits) {
        MechanicalPort.LibraryScreen(library: $0)
      }
    case .readsPushedDown:
      mount(MechanicalPort.Library(bookCount: bookCount), of: variant, visibleRows, audits) {
        ReadsPushedDown.LibraryScreen(library: $0)
      }
    }
  }

  /// Mounts the screen that `makeScreen` builds around `library`, with the sync that writes to
  /// the same library.
  private static func mount<Library: SyncedLibrary, Screen: View>(
    _ library: Library, of variant: Variant, _ visibleRows: Int?, _ audits: Bool,
    _ makeScreen: (Library) -> Screen
  ) -> MountedScreen<SyncActions> {
    let host = ViewHost(
      root: makeScreen(library), reflection: .metadata, seededState: [:],
      visibleRows: visibleRows, auditsMissedUpdates: audits)
    return MountedScreen(host: host, model: SyncActions(library, of: variant))
  }

  /// Plays the whole script, one pass per event.
  ///
  /// - Returns: One measurement per event, in the order of ``ScriptEvent/script``.
  /// - Throws: `HarnessError` when the graph reports an error, ``WorkloadError`` when the row
  ///   to delete is not on screen, or `ViewHostError` when a control the script uses is not.
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
  /// - Throws: `HarnessError` when the graph reports an error, ``WorkloadError`` when the row
  ///   to delete is not on screen, or `ViewHostError` when a control the event uses is not.
  public func play(_ event: ScriptEvent) async throws -> EventMeasurement {
    let variantIndex = Variant.allCases.firstIndex(of: variant)!
    let result = try await Self.definition.measure(
      event.workloadEvent, on: screen, of: Self.definition.variants[variantIndex])
    return EventMeasurement(variant: variant, event: event, bookCount: bookCount, result: result)
  }
}
