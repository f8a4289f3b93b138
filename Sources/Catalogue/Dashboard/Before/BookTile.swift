import BeforeMigration
import ViewGraph

/// One book's title.
struct BookTile: View {
  @ObservedObject var book: Book

  var body: some View {
    Text(book.title)
  }
}
