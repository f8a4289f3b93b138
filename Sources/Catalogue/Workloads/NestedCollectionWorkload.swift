import NestedCollectionBefore
import NestedCollectionFixed
import NestedCollectionPorted
public import RecomputeHarness
import ViewGraph

/// A nested collection: three projects holding tasks, each an observable object, shown as a
/// list of sections of rows; a task is toggled, moved to the next project and opened from its
/// row, then renamed, toggled and moved from its detail sheet (`.sheet(item:)`), which is then
/// closed.
///
/// It shows that per-object publishing (A) already keeps a task's edits to its row and its
/// sheet, but that every write to a project's tasks recomputes every row of the project,
/// because each row receives closures made in its parent's body, which cannot be compared.
/// Opening and closing the sheet recomputes only the sheet's content in every variant: the
/// screen hands the selection's binding to `.sheet(item:)`, which reads it in its own update.
/// The mechanical port (B) gives the same counts as A, except that the sheet no longer
/// recomputes when only its toggle's value changes (no body reads it). With the selection held
/// in an object the rows receive (C), no closure is passed down: a row recomputes only when its
/// own task changes, and a section when its list of tasks does.
public enum NestedCollectionWorkload {
  /// The workload, named `nested-collection`: variants A (publish-on-write), B (mechanical
  /// port) and C (no closures passed down), 5 tasks per project unless told otherwise.
  public static let workload: any MeasurableWorkload = definition

  /// The workload with its model type, to mount a variant and play its events one by one.
  public static let definition = Workload<any TaskBoard>(
    name: "nested-collection",
    summary: "Projects holding tasks, each an observable object: tasks toggled, moved and "
      + "renamed from their rows and from a detail sheet, before the port, after it, and with "
      + "no closures passed down; the size is the number of tasks per project.",
    sizeName: "tasks", defaultSize: 5, sizes: 3...10_000,
    variants: [
      WorkloadVariant(name: "A", title: "A: publish-on-write") { size in
        let board = NestedCollectionBefore.Board(taskCount: size)
        return MountedScreen(
          host: ViewHost(root: NestedCollectionBefore.ProjectsScreen(board: board)), model: board
        )
      },
      WorkloadVariant(name: "B", title: "B: mechanical port") { size in
        let board = NestedCollectionPorted.Board(taskCount: size)
        return MountedScreen(
          host: ViewHost(root: NestedCollectionPorted.ProjectsScreen(board: board)), model: board
        )
      },
      WorkloadVariant(name: "C", title: "C: no closures passed down") { size in
        let board = NestedCollectionPorted.Board(taskCount: size)
        return MountedScreen(
          host: ViewHost(root: NestedCollectionFixed.ProjectsScreen(board: board)), model: board
        )
      },
    ],
    script: [
      .toggle("Task 0", name: "toggle-in-row", description: "task 0 is toggled in its row"),
      .tap(
        "Move", inNodeWhere: row(of: 1), name: "move-in-row",
        description: "task 1 is moved from its row"),
      .tap(
        "Details", inNodeWhere: row(of: 2), name: "open-sheet",
        description: "task 2's details are opened"),
      .type("!", into: "Title", name: "rename-in-sheet", description: "task 2 is renamed"),
      .toggle("Done", name: "toggle-in-sheet", description: "task 2 is toggled in the sheet"),
      .tap("Garden", name: "move-in-sheet", description: "task 2 is moved in the sheet"),
      .tap("Close", name: "close-sheet", description: "the sheet is closed"),
    ],
    headline: WorkloadHeadline(before: "A", after: "C", change: "passing objects, not closures"))

  /// Picks the row of the task numbered `id`.
  private static func row(of id: Int) -> @MainActor @Sendable (ViewNode) -> Bool {
    { $0.viewType == "TodoRow" && $0.explicitIDs.last == AnyHashable(id) }
  }
}
