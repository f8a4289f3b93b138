import ViewGraph

/// One book: its title, a badge while a sync runs, and a delete button.
///
/// `@ObservedObject var book` became `let book`: reading `book.title` in the body is what
/// tracks it.
struct BookRow: View {
  @Environment(Library.self) var library
  let book: Book
  let onDelete: @MainActor () -> Void

  var body: some View {
    HStack {
      Text(book.title)
      if library.isSyncing {
        Text("⟳")
      }
      Button("Delete", action: onDelete)
    }
  }
}
