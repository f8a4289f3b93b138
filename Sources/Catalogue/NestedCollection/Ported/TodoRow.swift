import ViewGraph

/// One task: whether it is done, a toggle titled by its title, and buttons that open its
/// details and move it to the next project.
struct TodoRow: View {
  @Bindable var todo: Todo
  let onSelect: (Todo) -> Void
  let onMove: (Todo) -> Void

  var body: some View {
    HStack {
      Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
      Toggle(todo.title, isOn: $todo.isDone)
      Button("Details") { onSelect(todo) }
      Button("Move") { onMove(todo) }
    }
  }
}
