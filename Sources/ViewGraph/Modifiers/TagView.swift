/// A view with a tag, made by ``View/tag(_:)``: the value a ``Picker`` selects when the user
/// picks this view.
///
/// It dissolves into its content, at the same identity. Not `Sendable` (it holds a view).
public struct TagView<Content: View, Tag: Hashable>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let tag: Tag
}

extension TagView: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    list.append(content, position: position, ids: ids)
  }
}

extension View {
  /// Tags this view with the value a ``Picker`` selects when the user picks it.
  ///
  /// - Parameter tag: The value.
  /// - Returns: The view with the tag.
  public func tag<Tag: Hashable>(_ tag: Tag) -> TagView<Self, Tag> {
    TagView(content: self, tag: tag)
  }
}
