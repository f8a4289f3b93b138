import MechanicalPort
import ViewGraph

/// The number of books: the one view that reads `library.books.count`, extracted from the
/// screen so that only it recomputes when the list changes.
struct BookCount: View {
  @Environment(Library.self) var library

  var body: some View {
    Text("\(library.books.count) books")
  }
}
