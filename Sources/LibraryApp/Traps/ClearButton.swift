import ReadTracking
import ViewGraph

/// The button that clears the search text, shown while there is text.
struct ClearButton<Library: TrapLibrary & Observable>: View {
  @Environment(Library.self) var library

  var body: some View {
    if !library.searchText.isEmpty {
      Button("Clear \"\(library.searchText)\"") { library.searchText = "" }
    }
  }
}
