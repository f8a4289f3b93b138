import MechanicalPort
import ViewGraph

/// The list of books, one row per book; it passes each row only its book, so a row whose book
/// is unchanged compares equal and is skipped.
struct BookList: View {
  @Environment(Library.self) var library

  var body: some View {
    List {
      ForEach(library.books) { book in
        BookRow(book: book)
      }
    }
  }
}
