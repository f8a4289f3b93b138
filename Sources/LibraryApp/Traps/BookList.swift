import ReadTracking
import ViewGraph

/// The list of books, one row each.
struct BookList<Library: TrapLibrary & Observable>: View {
  @Environment(Library.self) var library

  var body: some View {
    List {
      ForEach(library.books) { book in
        BookRow<Library>(book: book)
      }
    }
  }
}
