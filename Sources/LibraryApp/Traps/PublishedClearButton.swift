import PublishOnWrite
import ViewGraph

/// The button that clears the search text, shown while there is text.
struct PublishedClearButton<Library: TrapLibrary & ObservableObject>: View {
  @EnvironmentObject var library: Library

  var body: some View {
    if !library.searchText.isEmpty {
      Button("Clear \"\(library.searchText)\"") { library.searchText = "" }
    }
  }
}
