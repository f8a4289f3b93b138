/// A view with an explicit identity, made by ``View/id(_:)``.
///
/// When the id changes, the content is a new identity: its state is destroyed and starts fresh.
/// Not `Sendable` (it holds a view).
public struct IDView<Content: View, ID: Hashable>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let id: ID
}

extension IDView: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    var ids = ids
    ids.append(AnyHashable(id))
    list.append(content, position: position, ids: ids)
  }
}
