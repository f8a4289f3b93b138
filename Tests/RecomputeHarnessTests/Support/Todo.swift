import ReadTracking
import ViewGraph

/// The fixture's read-tracking model: a write invalidates the bodies that read the property.
final class Todo: Observable, TodoModel, @unchecked Sendable {
  // Safety: the harness writes from one task at a time and reads only after awaiting it.
  let observationRegistrar = ObservationRegistrar()
  @Tracked var items: [String]
  @Tracked var draft = ""
  @Tracked var isCompact = false
  @Tracked var status = "Idle"

  init(itemCount: Int) { items = (0..<itemCount).map { "Item \($0)" } }

  func add() {
    items.append(draft)
    draft = ""
  }
}

/// The fixture's screen after the port; it reads nothing itself.
struct TodoScreen: View {
  let todo: Todo
  var body: some View {
    VStack {
      Editor(todo: todo)
      Filter(todo: todo)
      StatusLine(todo: todo)
      Items(todo: todo)
      Button("Add") { todo.add() }
    }
  }
}

/// The text field, an echo of the draft (so its body reads the draft), and a clear button.
struct Editor: View {
  @Bindable var todo: Todo
  var body: some View {
    VStack {
      TextField("New item", text: $todo.draft)
      Text("draft: \(todo.draft)")
      Button("Clear") { todo.draft = "" }
    }
  }
}

/// A toggle and the mode it shows (so its body reads the flag).
struct Filter: View {
  @Bindable var todo: Todo
  var body: some View {
    VStack {
      Toggle("Compact", isOn: $todo.isCompact)
      Text(todo.isCompact ? "compact" : "full")
    }
  }
}

/// The sync status.
struct StatusLine: View {
  let todo: Todo
  var body: some View { Text(todo.status) }
}

/// One row per item.
struct Items: View {
  let todo: Todo
  var body: some View {
    VStack { ForEach(todo.items, id: \.self) { ItemRow(title: $0) } }
  }
}
