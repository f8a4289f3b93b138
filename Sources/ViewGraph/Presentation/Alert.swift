/// A presented alert: its title, its message and its buttons, a child of the view the alert is
/// attached to.
nonisolated struct Alert<Actions: View, Message: View>: View {
  typealias Body = Never

  let title: String
  let actions: Actions
  let message: Message
  let dismiss: DismissAction
}

extension Alert: PrimitiveView {
  var renderLine: String? { "Alert(\(title.quotedLiteral))" }

  func appendChildren(to list: inout ViewList) {
    list.append(message, position: "message", ids: [])
    if Actions.self == EmptyView.self {
      list.append(Button("OK") {}, position: "actions", ids: [])
    } else {
      list.append(actions, position: "actions", ids: [])
    }
  }

  func childEnvironment(
    parent: EnvironmentValues, previous: PrimitiveSnapshot?
  ) -> EnvironmentValues {
    previous.presentationEnvironment(parent: parent) { $0.alertButtonDismiss = dismiss }
  }
}
