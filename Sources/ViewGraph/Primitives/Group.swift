/// A transparent grouping of views: its children join its parent's children.
///
/// The children keep a structural position under the group's own position, so they never
/// collide with the group's siblings. Not `Sendable` (it holds views).
public struct Group<Content: View>: View {
  /// The type of the body: a group is expanded by the graph.
  public typealias Body = Never

  let content: Content

  /// Creates a group from a builder block.
  ///
  /// - Parameter content: The grouped views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Group: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    list.append(content, position: ViewList.position(position, "group"), ids: ids)
  }
}
