import MechanicalPort
import ViewGraph

/// One book's title.
struct BookTile: View {
  let book: Book

  var body: some View {
    Text(book.title)
  }
}
