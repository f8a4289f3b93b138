import ReadTracking
import ViewGraph

/// The search field, and its clear button while there is text.
struct SearchField<Library: TrapLibrary & Observable>: View {
  @Environment(Library.self) var library

  var body: some View {
    @Bindable var library = library
    HStack {
      TextField("Search", text: $library.searchText)
      ClearButton<Library>()
    }
  }
}
