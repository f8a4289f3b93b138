import MechanicalPort
import ViewGraph

/// The number of books: the one view that reads the count.
struct BookCount: View {
  let library: Library

  var body: some View {
    Text("\(library.books.count) books")
  }
}
