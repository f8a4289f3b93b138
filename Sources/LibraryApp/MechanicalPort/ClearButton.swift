import ViewGraph

/// A button that clears the search text, shown only while there is some.
struct ClearButton: View {
  @Environment(Library.self) var library

  var body: some View {
    if !library.searchText.isEmpty {
      Button("Clear") { library.searchText = "" }
    }
  }
}
