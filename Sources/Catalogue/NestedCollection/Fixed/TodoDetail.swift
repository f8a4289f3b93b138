import NestedCollectionPorted
import ViewGraph

/// The sheet that edits one task: its title, whether it is done, and the project it is in.
struct TodoDetail: View {
  @Bindable var todo: Todo
  let board: Board
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $todo.title)
        Toggle("Done", isOn: $todo.isDone)
        Section("Move to") {
          ForEach(board.projects) { project in
            Button(project.name) { board.move(todo, to: project) }
          }
        }
        Button("Close") { dismiss() }
      }
      .navigationTitle(todo.title)
    }
  }
}
