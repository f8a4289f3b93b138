import BeforeMigration
import DashboardBefore
import DashboardFixed
import DashboardPorted
import MechanicalPort
public import RecomputeHarness
import ViewGraph

/// The dashboard of seed 002's "worst bite": a dashboard that reads `library.books.count` at
/// its top and passes the whole model down, against the version that reads the count where it
/// is shown.
///
/// It shows that after a mechanical port (B) the top read makes the dashboard depend on
/// `books`: every book added or removed recomputes it, and with it every child whose input
/// cannot be compared, here the shortcuts that take a closure. Moving the read into a
/// `BookCount` view (C) leaves the dashboard's body with no read at all, so it never runs
/// again. Before the port (A), every holder of the library recomputes on every write.
public enum DashboardWorkload {
  /// The workload, named `dashboard`: variants A (publish-on-write), B (mechanical port,
  /// read at the top) and C (read pushed down), 12 books unless told otherwise.
  public static let workload: any MeasurableWorkload = definition

  static let definition = Workload<any DashboardModel>(
    name: "dashboard",
    summary: "A dashboard that reads the book count at its top and passes the whole library "
      + "down (seed 002's worst bite), before the port, after it, and with the read pushed down.",
    sizeName: "books", defaultSize: 12, sizes: 1...100_000,
    variants: [
      WorkloadVariant(name: "A", title: "A: publish-on-write") { size in
        let library = BeforeMigration.Library(bookCount: size)
        return MountedScreen(
          host: ViewHost(root: DashboardBefore.Dashboard(library: library)), model: library)
      },
      WorkloadVariant(name: "B", title: "B: read at the top") { size in
        let library = MechanicalPort.Library(bookCount: size)
        return MountedScreen(
          host: ViewHost(root: DashboardPorted.Dashboard(library: library)), model: library)
      },
      WorkloadVariant(name: "C", title: "C: read pushed down") { size in
        let library = MechanicalPort.Library(bookCount: size)
        return MountedScreen(
          host: ViewHost(root: DashboardFixed.Dashboard(library: library)), model: library)
      },
    ],
    script: [
      .write(name: "sync-starts", description: "sync starts") { $0.isSyncing = true },
      .write(name: "book-added", description: "a book is added") { $0.add(title: "New book") },
      .write(name: "book-renamed", description: "a book is renamed") { $0.renameFirst() },
      .write(name: "sync-ends", description: "sync ends") { $0.isSyncing = false },
      .write(name: "book-removed", description: "a book is removed") { $0.removeFirst() },
    ],
    headline: WorkloadHeadline(before: "A", after: "C", change: "the fix"))
}
