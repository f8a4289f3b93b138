import ViewGraph

/// A button that clears the search text, shown only while there is some.
struct ClearButton: View {
  @EnvironmentObject var library: Library

  var body: some View {
    if !library.searchText.isEmpty {
      Button("Clear") { library.searchText = "" }
    }
  }
}
