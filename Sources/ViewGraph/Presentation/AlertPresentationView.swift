/// A view with an alert that is mounted while presented, made by
/// ``View/alert(_:isPresented:actions:)`` and ``View/alert(_:isPresented:actions:message:)``.
///
/// While the binding is `true` the alert is a child of this view (at the position `alert`),
/// rendered as `Alert("Title")` with its message and buttons; an alert without actions gets an
/// "OK" button, as in SwiftUI. Tapping one of its buttons with ``ViewHost/tap(_:)`` runs the
/// button's action, then sets the binding to `false`. The binding is read when the
/// presentation updates, not by the body that attaches the alert, as in SwiftUI. Not `Sendable`
/// (it holds closures).
nonisolated public struct AlertPresentationView<Content: View, Actions: View, Message: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let title: String
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message
}

extension AlertPresentationView: PrimitiveView {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
    let isPresented = isPresented
    let dismiss = DismissAction { isPresented.wrappedValue = false }
    list.append(
      PresentationSlot<Alert<Actions, Message>>(
        presented: {
          guard isPresented.wrappedValue else { return nil }
          return ({ Alert(title: title, actions: actions, message: message, dismiss: dismiss) }, [])
        }, onDismiss: nil),
      position: "alert", ids: [])
  }
}
