import DashboardBefore
import DashboardPorted

/// What the dashboard's script writes, the same in both models.
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

extension DashboardBefore.Library: DashboardModel {
  func renameFirst() { books.first?.title = "Renamed book" }
  func removeFirst() { books.removeFirst() }
}

extension DashboardPorted.Library: DashboardModel {
  func renameFirst() { books.first?.title = "Renamed book" }
  func removeFirst() { books.removeFirst() }
}
