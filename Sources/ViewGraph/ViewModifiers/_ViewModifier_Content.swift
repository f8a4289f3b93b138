/// The view a ``ViewModifier`` is applied to, as the modifier's body sees it.
///
/// It dissolves into the modified view at its own position. Not `Sendable` (it holds a view).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: any View
}

extension _ViewModifier_Content: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    list.append(content, position: position, ids: ids)
  }
}
