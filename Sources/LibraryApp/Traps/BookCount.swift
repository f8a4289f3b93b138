import ReadTracking
import ViewGraph

/// The number of books.
struct BookCount<Library: TrapLibrary & Observable>: View {
  @Environment(Library.self) var library

  var body: some View {
    Text("\(library.books.count) books")
  }
}
