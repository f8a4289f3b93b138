public import ViewGraph

/// The search field, bound to the library's search text, with a clear button while there is
/// text.
///
/// `@EnvironmentObject` became `@Environment(Library.self)`; the binding comes from a local
/// `@Bindable`.
public struct SearchField: View {
  @Environment(Library.self) var library

  /// Creates the search field; it finds the library in the environment.
  public init() {}

  /// A text field bound to the search text, and the clear button while there is text.
  public var body: some View {
    @Bindable var library = library
    HStack {
      TextField("Search", text: $library.searchText)
      if !library.searchText.isEmpty {
        ClearButton()
      }
    }
  }
}
