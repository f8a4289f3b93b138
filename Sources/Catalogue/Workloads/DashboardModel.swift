import BeforeMigration
import MechanicalPort

/// What the dashboard's script writes, the same in both models (the library screen's models).
protocol DashboardModel: AnyObject, Sendable {
  /// Whether a sync is running.
  var isSyncing: Bool { get set }
  /// Appends a new book.
  func add(title: String)
  /// Renames the first book.
  func renameFirst()
  /// Removes the first book.
  func removeFirst()
}

extension BeforeMigration.Library: DashboardModel {
  func renameFirst() { books.first?.title = "Renamed book" }
  func removeFirst() { remove(books[0]) }
}

extension MechanicalPort.Library: DashboardModel {
  func renameFirst() { books.first?.title = "Renamed book" }
  func removeFirst() { remove(books[0]) }
}
