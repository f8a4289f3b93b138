import ViewGraph

/// The search field, bound to the library's search text, with a clear button while there is
/// text.
struct SearchField: View {
  @EnvironmentObject var library: Library

  var body: some View {
    HStack {
      TextField("Search", text: $library.searchText)
      if !library.searchText.isEmpty {
        ClearButton()
      }
    }
  }
}
