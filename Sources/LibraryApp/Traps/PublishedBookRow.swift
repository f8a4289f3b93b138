import PublishOnWrite
import ViewGraph

/// One book: its title, a badge while syncing, and a delete button.
struct PublishedBookRow<Library: TrapLibrary & ObservableObject>: View
where Library.Book: ObservableObject {
  @EnvironmentObject var library: Library
  @ObservedObject var book: Library.Book
  let onDelete: @MainActor () -> Void

  var body: some View {
    HStack {
      Text(book.title)
      if library.isSyncing {
        Text("⟳")
      }
      Button("Delete", action: onDelete)
    }
  }
}
