/// One item of a toolbar, at a placement; the placement changes nothing counted.
///
/// It dissolves into its content. Not `Sendable` (it holds a view).
public struct ToolbarItem<Content: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content

  /// Creates a toolbar item.
  ///
  /// - Parameters:
  ///   - placement: Where the item goes.
  ///   - content: The item.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension ToolbarItem: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    list.append(content, position: position, ids: ids)
  }
}
