/// The environment key of what closes the alert a button is in; `nil` outside alerts.
struct AlertButtonDismissKey: EnvironmentKey {
  static var defaultValue: DismissAction? { nil }
}
