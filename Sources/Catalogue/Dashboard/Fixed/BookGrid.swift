import MechanicalPort
import ViewGraph

/// One tile per book.
struct BookGrid: View {
  let library: Library

  var body: some View {
    VStack {
      ForEach(library.books) { book in
        BookTile(book: book)
      }
    }
  }
}
