import ViewGraph

/// One book: its title, a badge while a sync runs, and a delete button.
///
/// Half-migrated: the book is read-tracked (`let book`, no wrapper), while the library still
/// comes through `@EnvironmentObject`. One view holds both models.
struct BookRow: View {
  @EnvironmentObject var library: Library
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
