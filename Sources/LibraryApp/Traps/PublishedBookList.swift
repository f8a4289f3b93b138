import PublishOnWrite
import ViewGraph

/// The list of books, one row each.
struct PublishedBookList<Library: TrapLibrary & ObservableObject>: View
where Library.Book: ObservableObject {
  @EnvironmentObject var library: Library
  let onDelete: (Library.Book) -> Void

  var body: some View {
    List {
      ForEach(library.books) { book in
        PublishedBookRow<Library>(book: book, onDelete: { onDelete(book) })
      }
    }
  }
}
