/// A view that runs an action when it appears, made by ``View/onAppear(perform:)``.
///
/// Not `Sendable` (it holds a closure).
nonisolated public struct OnAppearView<Content: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let action: (() -> Void)?
}

extension OnAppearView: PrimitiveView {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
  }

  func appendLifecycleActions(
    previous: (any View)?, state: PrimitiveState, to actions: inout [DeferredAction]
  ) {
    guard previous == nil, let action else { return }
    actions.append(action)
  }
}
