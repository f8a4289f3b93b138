import ReadTracking
import ViewGraph

/// One book: its title, a badge while syncing, and a delete button.
struct BookRow<Library: TrapLibrary & Observable>: View {
  @Environment(Library.self) var library
  let book: Library.Book

  var body: some View {
    HStack {
      Text(book.title)
      if library.isSyncing {
        Text("⟳")
      }
      Button("Delete") { library.remove(book) }
    }
  }
}
