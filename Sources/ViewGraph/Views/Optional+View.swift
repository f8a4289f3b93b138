extension Optional: View where Wrapped: View {
  /// The type of the body: an optional view is expanded by the graph.
  public typealias Body = Never
}

extension Optional: ViewListContent where Wrapped: View {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    if let view = self {
      list.append(view, position: position, ids: ids)
    }
  }
}
