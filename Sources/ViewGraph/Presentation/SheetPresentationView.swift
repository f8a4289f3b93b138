/// A view with a sheet that is mounted while presented, made by
/// ``View/sheet(isPresented:onDismiss:content:)`` and ``View/sheet(item:onDismiss:content:)``.
///
/// While the binding says the sheet is presented, the sheet's content is a child of this view
/// (after the view itself, at the position `sheet`; for `sheet(item:)` identified by the item's
/// id, so presenting another item is a new identity with fresh state); when it stops being
/// presented the content leaves the tree and `onDismiss` runs after the pass.
/// ``ViewHost/dismissSheet()`` dismisses it as a user's swipe would. Not `Sendable` (it holds
/// closures).
nonisolated public struct SheetPresentationView<Content: View, SheetContent: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  /// The sheet's identity and content when it is presented, read from the binding.
  let presentation: () -> (id: AnyHashable?, content: SheetContent)?
  /// Sets the binding so that the sheet is not presented.
  let dismiss: () -> Void
  let onDismiss: (() -> Void)?
}

extension SheetPresentationView: PrimitiveView {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
    if let presented = presentation() {
      list.append(
        Sheet(content: presented.content, dismiss: DismissAction(action: dismiss)),
        position: "sheet", ids: presented.id.map { [$0] } ?? [])
    }
  }

  func lifecycleActions(previous: (any View)?, state: PrimitiveState) -> [() -> Void] {
    let isPresented = presentation() != nil
    defer { state.isPresenting = isPresented }
    guard state.isPresenting, !isPresented, let onDismiss else { return [] }
    return [onDismiss]
  }
}
