import ViewGraph

/// One book: its title, a badge while a sync runs, and a delete button.
struct BookRow: View {
  @EnvironmentObject var library: Library
  @ObservedObject var book: Book
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
