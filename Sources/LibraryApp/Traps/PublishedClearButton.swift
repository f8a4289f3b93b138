import PublishOnWrite
import ViewGraph

/// A button that clears the search text and names what it clears.
struct PublishedClearButton<Library: TrapLibrary & ObservableObject>: View {
  @EnvironmentObject var library: Library

  var body: some View {
    Button("Clear \"\(library.searchText)\"") { library.searchText = "" }
  }
}
