/// A view with the title a navigation stack shows for it, made by ``View/navigationTitle(_:)``.
///
/// It dissolves into its parent's children: the view itself, with the identity it would have
/// without the title, then the title, rendered after it as `NavigationTitle("Projects")`. The
/// title is part of the output, so a body recomputed to change it is not wasted. Not `Sendable`
/// (it holds a view).
public struct NavigationTitleView<Content: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let title: String
}

extension NavigationTitleView: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    list.append(content, position: position, ids: ids)
    list.append(
      NavigationTitle(title: title), position: ViewList.position(position, "navigationTitle"),
      ids: ids)
  }
}

/// The title of a navigation stack's view, shown after the view.
struct NavigationTitle: View {
  typealias Body = Never

  let title: String
}

extension NavigationTitle: LeafPrimitiveView {
  var renderLine: String? { "NavigationTitle(\(title.quotedLiteral))" }

  func hasSameRenderLine(as other: NavigationTitle) -> Bool {
    title == other.title
  }
}
