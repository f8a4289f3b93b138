/// A view compared with its own `==` when its parent is recomputed, made by
/// ``View/equatable()``.
///
/// The content keeps its identity; if `==` says it is unchanged and it is not dirty, it is not
/// recomputed. Not `Sendable` (it holds a view).
public struct EquatableView<Content: View & Equatable>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
}

extension EquatableView: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    // `Equatable` custom views are always compared with `==` (see `ViewTypeInfo`), so the
    // wrapper only has to pass its content through at the same identity.
    list.append(content, position: position, ids: ids)
  }
}
