/// A view with toolbar items, made by ``View/toolbar(content:)``.
///
/// The items are children of this view, after the view itself, at the position `toolbar`, so
/// their buttons can be tapped and their custom views count. Not `Sendable` (it holds views).
nonisolated public struct ToolbarView<Content: View, Items: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let items: Items
}

extension ToolbarView: PrimitiveView {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
    list.append(items, position: "toolbar", ids: [])
  }
}

nonisolated extension View {
  /// Adds items to the toolbar of the enclosing navigation stack.
  ///
  /// - Parameter content: The items: views, or ``ToolbarItem``s.
  /// - Returns: The view with its toolbar items.
  public func toolbar<Items: View>(
    @ViewBuilder content: () -> Items
  ) -> ToolbarView<Self, Items> {
    ToolbarView(content: self, items: content())
  }
}
