/// A view with a sheet that is mounted while presented, made by
/// ``View/sheet(isPresented:onDismiss:content:)`` and ``View/sheet(item:onDismiss:content:)``.
///
/// While the binding says the sheet is presented, the sheet's content is a child of this view
/// (after the view itself, at the position `sheet`; for `sheet(item:)` identified by the item's
/// id, so presenting another item is a new identity with fresh state); when it stops being
/// presented the content leaves the tree and `onDismiss` runs after the pass. The binding is
/// read when the presentation updates, not by the body that attaches the sheet, as in SwiftUI:
/// presenting or dismissing recomputes no body that only hands out the binding (the update is
/// reported as a control update, no body).
/// ``ViewHost/dismissSheet()`` dismisses it as a user's swipe would. Not `Sendable` (it holds
/// closures).
nonisolated public struct SheetPresentationView<Content: View, SheetContent: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  /// The sheet's identity, and how to make its content, when it is presented, read from the
  /// binding.
  let presentation: () -> (id: AnyHashable?, content: () -> SheetContent)?
  /// Sets the binding so that the sheet is not presented.
  let dismiss: () -> Void
  let onDismiss: (() -> Void)?
}

extension SheetPresentationView: PrimitiveView {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
    let dismiss = DismissAction(action: dismiss)
    list.append(
      PresentationSlot(
        presented: {
          presentation().map { presented in
            (
              { Sheet(content: presented.content(), dismiss: dismiss) },
              presented.id.map { [$0] } ?? []
            )
          }
        }, onDismiss: onDismiss),
      position: "sheet", ids: [])
  }
}
