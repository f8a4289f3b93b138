import MechanicalPort
import ViewGraph

/// One book: its title, a badge while a sync runs, and a delete button that reaches the library
/// through the environment instead of a closure passed down.
struct BookRow: View {
  @Environment(Library.self) var library
  let book: Book

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
