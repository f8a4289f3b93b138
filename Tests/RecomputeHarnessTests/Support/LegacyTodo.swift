import PublishOnWrite
import ViewGraph

/// The fixture's publish-on-write model: every write notifies every view that holds it.
final class LegacyTodo: ObservableObject, TodoModel, @unchecked Sendable {
  // Safety: the harness writes from one task at a time and reads only after awaiting it.
  @Published var items: [String]
  @Published var draft = ""
  @Published var isCompact = false
  @Published var status = "Idle"

  init(itemCount: Int) { items = (0..<itemCount).map { "Item \($0)" } }

  func add() {
    items.append(draft)
    draft = ""
  }
}

/// The fixture's screen before the port: every child holds the model with `@ObservedObject`.
struct LegacyTodoScreen: View {
  @ObservedObject var todo: LegacyTodo
  var body: some View {
    VStack {
      LegacyEditor(todo: todo)
      LegacyFilter(todo: todo)
      LegacyStatusLine(todo: todo)
      LegacyItems(todo: todo)
      Button("Add") { todo.add() }
    }
  }
}

/// The text field, an echo of the draft, and a button that clears it.
struct LegacyEditor: View {
  @ObservedObject var todo: LegacyTodo
  var body: some View {
    VStack {
      TextField("New item", text: $todo.draft)
      Text("draft: \(todo.draft)")
      Button("Clear") { todo.draft = "" }
    }
  }
}

/// A toggle and the mode it shows.
struct LegacyFilter: View {
  @ObservedObject var todo: LegacyTodo
  var body: some View {
    VStack {
      Toggle("Compact", isOn: $todo.isCompact)
      Text(todo.isCompact ? "compact" : "full")
    }
  }
}

/// The sync status.
struct LegacyStatusLine: View {
  @ObservedObject var todo: LegacyTodo
  var body: some View { Text(todo.status) }
}

/// One row per item.
struct LegacyItems: View {
  @ObservedObject var todo: LegacyTodo
  var body: some View {
    VStack { ForEach(todo.items, id: \.self) { ItemRow(title: $0) } }
  }
}

/// One item; the same view in both variants.
struct ItemRow: View {
  let title: String
  var body: some View { Text(title) }
}
