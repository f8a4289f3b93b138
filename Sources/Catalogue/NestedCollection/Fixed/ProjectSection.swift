import NestedCollectionPorted
import ViewGraph

/// One project: its name and number of tasks, then a row per task.
struct ProjectSection: View {
  let project: Project
  let board: Board
  let selection: Selection

  var body: some View {
    Section("\(project.name) (\(project.todos.count))") {
      ForEach(project.todos) { todo in
        TodoRow(todo: todo, board: board, selection: selection)
      }
    }
  }
}
