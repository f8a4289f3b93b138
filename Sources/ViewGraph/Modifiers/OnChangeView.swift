/// A view that runs an action when a value it watches changes, made by
/// `View.onChange(of:initial:_:)`, in either of its forms.
///
/// Not `Sendable` (it holds a closure).
nonisolated public struct OnChangeView<Content: View, Value: Equatable>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void
}

extension OnChangeView: ActionModifier {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
  }

  func appendLifecycleActions(
    previous: (any View)?, state: PrimitiveState?, to actions: inout [DeferredAction]
  ) {
    guard let previous = previous as? Self else {
      if initial { actions.append { action(value, value) } }
      return
    }
    let oldValue = previous.value
    let newValue = value
    if oldValue != newValue { actions.append { action(oldValue, newValue) } }
  }
}
