/// A group of rows with an optional header and footer, in a ``List`` or a ``Form``.
///
/// Like ``Group``, a section dissolves into its parent's children: the header, the rows and the
/// footer are rows of the list, at the positions `header`, `section` and `footer` under the
/// section's own, so a lazy list counts a section's rows one by one. Not `Sendable` (it holds
/// views).
public struct Section<Parent: View, Content: View, Footer: View>: View {
  /// The type of the body: a section is expanded by the graph.
  public typealias Body = Never

  let header: Parent
  let content: Content
  let footer: Footer

  /// Creates a section with a header and a footer.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - header: The header.
  ///   - footer: The footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// Creates a section with header and footer views.
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - footer: The footer.
  ///   - content: The rows.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section with neither header nor footer.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section with a text header.
  ///
  /// - Parameters:
  ///   - title: The header's text.
  ///   - content: The rows.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - header: The header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }

  /// Creates a section with a header view.
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - content: The rows.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - footer: The footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }
}

extension Section: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    list.append(header, position: ViewList.position(position, "header"), ids: ids)
    list.append(content, position: ViewList.position(position, "section"), ids: ids)
    list.append(footer, position: ViewList.position(position, "footer"), ids: ids)
  }
}
