/// A view that runs an action when it appears, made by ``View/onAppear(perform:)``.
///
/// Not `Sendable` (it holds a closure).
nonisolated public struct OnAppearView<Content: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  // The fields and the init are usable from inlinable code, so that ``View/onAppear(perform:)`` is
  // specialized where a body calls it: unspecialized, it looked up the metadata of
  // `OnAppearView<Content>` at every call (about 330 instructions per row at every mount).
  @usableFromInline let content: Content
  @usableFromInline let action: (() -> Void)?

  @usableFromInline
  init(content: Content, action: (() -> Void)?) {
    self.content = content
    self.action = action
  }
}

extension OnAppearView: ActionModifier {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
  }

  func appendLifecycleActions(
    previous: (any View)?, state: PrimitiveState?, to actions: inout [DeferredAction]
  ) {
    guard previous == nil, let action else { return }
    actions.append(action)
  }
}
