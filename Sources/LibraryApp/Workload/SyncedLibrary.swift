import BeforeMigration
import HalfMigrated
import MechanicalPort

/// What the workload needs of a variant's library to play the sync: the same members in every
/// model, whatever notifies the views.
protocol SyncedLibrary: AnyObject, Sendable {
  /// The variant's book type.
  associatedtype Book: SyncedBook

  /// The books, in display order.
  var books: [Book] { get }
  /// Whether a sync is running.
  var isSyncing: Bool { get set }
  /// Appends a new book.
  func add(title: String)
}

/// What the workload needs of a variant's book: its identity and a title it can rename.
protocol SyncedBook: AnyObject {
  /// The book's identity.
  var id: Int { get }
  /// The book's title.
  var title: String { get set }
}

extension BeforeMigration.Library: SyncedLibrary {}
extension BeforeMigration.Book: SyncedBook {}
extension HalfMigrated.Library: SyncedLibrary {}
extension HalfMigrated.Book: SyncedBook {}
extension MechanicalPort.Library: SyncedLibrary {}
extension MechanicalPort.Book: SyncedBook {}
