/// The presented part of a presentation modifier (a sheet, an alert): a transparent child of
/// the modifier that reads the presentation's binding when it updates, in its own tracking
/// scope, as SwiftUI's presentation modifiers do.
///
/// So the body that attaches `.sheet(isPresented: $isPresented)` does not depend on
/// `isPresented` unless it reads it itself: presenting or dismissing updates this slot alone
/// (reported as a control update, no body), which mounts the presented content or unmounts it.
nonisolated struct PresentationSlot<Presented: View>: View {
  typealias Body = Never

  /// How to make the presented view, and its explicit ids, while the binding presents it.
  ///
  /// `nil` when not presented. Calling it reads only the binding: the view (the user's content
  /// closure) is made when the slot's children are, not when the dismissal is checked.
  let presented: () -> (view: () -> Presented, ids: ExplicitIDs)?
  /// What to do after the presentation is dismissed.
  let onDismiss: (() -> Void)?
}

extension PresentationSlot: PrimitiveView {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.appendDeferred(position: "", ids: []) { list in
      guard let presented = presented() else { return }
      list.append(presented.view(), position: "", ids: presented.ids)
    }
  }

  func appendLifecycleActions(
    previous: (any View)?, state: PrimitiveState?, to actions: inout [DeferredAction]
  ) {
    // A presentation slot keeps its state (whether it presents) from its mount on.
    guard let state else { return }
    let isPresented = presented() != nil
    defer { state.isPresenting = isPresented }
    guard state.isPresenting, !isPresented, let onDismiss else { return }
    actions.append(onDismiss)
  }
}
