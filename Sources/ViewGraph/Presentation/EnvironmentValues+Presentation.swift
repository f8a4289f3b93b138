extension EnvironmentValues {
  /// Dismisses the presentation the view is in (a sheet); does nothing outside one.
  public var dismiss: DismissAction {
    self[DismissKey.self]
  }

  /// Whether the controls of the view respond to the user; `false` below
  /// ``View/disabled(_:)``, and a host action on a disabled control throws.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// What closes the alert a button is in, run after the button's action.
  var alertButtonDismiss: DismissAction? {
    get { self[AlertButtonDismissKey.self] }
    set { self[AlertButtonDismissKey.self] = newValue }
  }

  /// Sets the dismiss action of a presentation.
  mutating func setDismiss(_ action: DismissAction) {
    self[DismissKey.self] = action
  }
}
