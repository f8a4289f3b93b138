import ReadTracking
import ViewGraph

/// A button that clears the search text and names what it clears.
struct ClearButton<Library: TrapLibrary & Observable>: View {
  @Environment(Library.self) var library

  var body: some View {
    Button("Clear \"\(library.searchText)\"") { library.searchText = "" }
  }
}
