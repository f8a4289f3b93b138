import RecomputeHarness
import ViewGraph

/// The fixture: a to-do editor in both models, and a script that types, taps, toggles and
/// writes from a background task.
enum TodoWorkload {
  static let workload = Workload<any TodoModel>(
    name: "todo", summary: "A to-do editor in both models.", sizeName: "items",
    defaultSize: 3, sizes: 1...100,
    variants: [
      WorkloadVariant(name: "A", title: "A: publish-on-write") { size in
        let todo = LegacyTodo(itemCount: size)
        return MountedScreen(host: ViewHost(root: LegacyTodoScreen(todo: todo)), model: todo)
      },
      WorkloadVariant(name: "B", title: "B: read-tracking") { size in
        let todo = Todo(itemCount: size)
        return MountedScreen(host: ViewHost(root: TodoScreen(todo: todo)), model: todo)
      },
    ],
    script: [
      .type("a", into: "New item", tag: "keystroke"),
      .tap("Add"),
      .type("b", into: "New item", tag: "keystroke"),
      .tap(
        "Clear", inNodeWhere: { $0.viewType.hasSuffix("Editor") }, name: "clear",
        description: "\"Clear\" is tapped in the editor"),
      .toggle("Compact"),
      .write(name: "status-synced", description: "a sync writes the status") {
        $0.status = "Synced"
      },
    ],
    counters: [WorkloadCounter(name: "items") { $0.model.items.count }],
    headline: WorkloadHeadline(tag: "keystroke", before: "A", after: "B", change: "the port"))
}
