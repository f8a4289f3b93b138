import ViewGraph

/// The list of books, one row per book.
struct BookList: View {
  @Environment(Library.self) var library
  let onDelete: (Book) -> Void

  var body: some View {
    List {
      ForEach(library.books) { book in
        BookRow(book: book, onDelete: { onDelete(book) })
      }
    }
  }
}
