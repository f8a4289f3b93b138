import ViewGraph

/// The search field, bound to the library's search text, with its clear button.
struct SearchField: View {
  @EnvironmentObject var library: Library

  var body: some View {
    HStack {
      TextField("Search", text: $library.searchText)
      ClearButton()
    }
  }
}
