import PublishOnWrite
import ViewGraph

/// The search field, and its clear button while there is text.
struct PublishedSearchField<Library: TrapLibrary & ObservableObject>: View {
  @EnvironmentObject var library: Library

  var body: some View {
    HStack {
      TextField("Search", text: $library.searchText)
      PublishedClearButton<Library>()
    }
  }
}
