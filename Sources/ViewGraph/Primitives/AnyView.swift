/// A view whose type is erased.
///
/// It dissolves into the view it holds, at its own position; the held view's type is part of
/// that view's identity, so an `AnyView` that holds a view of another type than before shows a
/// new identity (the old one's state is destroyed), as in SwiftUI. Not `Sendable` (it holds a
/// view).
public struct AnyView: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let view: any View

  /// Erases the type of `view`.
  ///
  /// - Parameter view: The view.
  public init<V: View>(_ view: V) {
    self.view = view
  }

  /// Erases the type of `view`.
  ///
  /// - Parameter view: The view.
  public init<V: View>(erasing view: V) {
    self.view = view
  }
}

extension AnyView: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    list.append(view, position: position, ids: ids)
  }
}
