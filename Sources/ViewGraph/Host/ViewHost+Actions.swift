extension ViewHost {
  /// Types `text` at the end of the text field (or secure field) with the label `label`, then
  /// runs a pass.
  ///
  /// - Parameters:
  ///   - text: The characters typed.
  ///   - label: The text field's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no text field, or more than one, has that label.
  @discardableResult
  public func type(_ text: String, into label: String) throws(ViewHostError) -> PassReport {
    let field = try control(
      "TextField", titled: label, as: { $0 as? any TextEditingControl }, title: \.title
    ).view
    field.text.wrappedValue += text
    return flush()
  }

  /// Taps the button with the title `title`, then runs a pass.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no button, or more than one, has that title.
  @discardableResult
  public func tap(_ title: String) throws(ViewHostError) -> PassReport {
    let (button, environment) = try control(Button.self, titled: title, title: \.title)
    press(button, in: environment)
    return flush()
  }

  /// Taps the button with the title `title` inside `node`, then runs a pass.
  ///
  /// Use it where several buttons share a title, such as the delete button of each row:
  ///
  /// ```swift
  /// let row = host.nodes { $0.viewType == "BookRow" && $0.explicitIDs == [7] }[0]
  /// try host.tap("Delete", in: row)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - node: The view whose subtree holds the button.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no button, or more than one, inside `node` has that title.
  @discardableResult
  public func tap(_ title: String, in node: ViewNode) throws(ViewHostError) -> PassReport {
    let (button, environment) = try control(
      Button.self, titled: title, title: \.title, under: node)
    press(button, in: environment)
    return flush()
  }

  /// Flips the toggle with the title `title`, then runs a pass.
  ///
  /// - Parameter title: The toggle's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no toggle, or more than one, has that title.
  @discardableResult
  public func toggle(_ title: String) throws(ViewHostError) -> PassReport {
    let toggle = try control(Toggle.self, titled: title, title: \.title).view
    toggle.isOn.wrappedValue.toggle()
    return flush()
  }

  /// Runs a button's action; a button of an alert then closes the alert.
  private func press(_ button: Button, in environment: EnvironmentValues) {
    button.action()
    environment.alertButtonDismiss?()
  }
}
