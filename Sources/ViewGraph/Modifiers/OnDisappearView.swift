/// A view that runs an action when it leaves the tree, made by ``View/onDisappear(perform:)``.
///
/// Not `Sendable` (it holds a closure).
nonisolated public struct OnDisappearView<Content: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  // Usable from inlinable code, for the reason given in `OnAppearView`.
  @usableFromInline let content: Content
  @usableFromInline let action: (() -> Void)?

  @usableFromInline
  init(content: Content, action: (() -> Void)?) {
    self.content = content
    self.action = action
  }
}

extension OnDisappearView: ActionModifier {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
  }

  func appendDisappearActions(state: PrimitiveState?, to actions: inout [DeferredAction]) {
    if let action { actions.append(action) }
  }
}
