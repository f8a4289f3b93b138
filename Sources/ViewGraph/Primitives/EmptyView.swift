/// A view that shows nothing and creates no node.
///
/// `EmptyView` is `Sendable` and `Equatable`.
public struct EmptyView: View, Equatable, Sendable {
  /// The type of the body: an empty view is expanded by the graph (into nothing).
  public typealias Body = Never

  /// Creates an empty view.
  public init() {}
}

extension EmptyView: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {}
}
