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
    try typeAction(text, into: label)()
  }

  /// Taps the button with the title `title`, then runs a pass.
  ///
  /// - Parameter title: The button's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no button, or more than one, has that title.
  @discardableResult
  public func tap(_ title: String) throws(ViewHostError) -> PassReport {
    try tapAction(title)()
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
    try tapAction(title, in: node)()
  }

  /// Flips the toggle with the title `title`, then runs a pass.
  ///
  /// - Parameter title: The toggle's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no toggle, or more than one, has that title.
  @discardableResult
  public func toggle(_ title: String) throws(ViewHostError) -> PassReport {
    try toggleAction(title)()
  }

  /// Finds the text field as ``type(_:into:)`` does, and returns what types into it and runs
  /// the pass, so that a caller can time the typing without the lookup.
  ///
  /// - Throws: ``ViewHostError`` as ``type(_:into:)`` does, from here, never from the action.
  package func typeAction(
    _ text: String, into label: String
  ) throws(ViewHostError) -> @MainActor () -> PassReport {
    let field = try control(
      "TextField", titled: label, as: { $0 as? any TextEditingControl }, title: \.title
    ).view
    return { [self] in
      field.text.wrappedValue += text
      return flush()
    }
  }

  /// Finds the button as ``tap(_:)`` does, and returns what presses it and runs the pass.
  ///
  /// - Throws: ``ViewHostError`` as ``tap(_:)`` does, from here, never from the action.
  package func tapAction(_ title: String) throws(ViewHostError) -> @MainActor () -> PassReport {
    press(try control(Button.self, titled: title, title: \.title))
  }

  /// Finds the button as ``tap(_:in:)`` does, and returns what presses it and runs the pass.
  ///
  /// - Throws: ``ViewHostError`` as ``tap(_:in:)`` does, from here, never from the action.
  package func tapAction(
    _ title: String, in node: ViewNode
  ) throws(ViewHostError) -> @MainActor () -> PassReport {
    press(try control(Button.self, titled: title, title: \.title, under: node))
  }

  /// Finds the toggle as ``toggle(_:)`` does, and returns what flips it and runs the pass.
  ///
  /// - Throws: ``ViewHostError`` as ``toggle(_:)`` does, from here, never from the action.
  package func toggleAction(_ title: String) throws(ViewHostError) -> @MainActor () -> PassReport {
    let toggle = try control(Toggle.self, titled: title, title: \.title).view
    return { [self] in
      toggle.isOn.wrappedValue.toggle()
      return flush()
    }
  }

  /// What runs a button's action (a button of an alert then closes the alert), then a pass.
  private func press(
    _ found: (view: Button, environment: EnvironmentValues)
  ) -> @MainActor () -> PassReport {
    { [self] in
      found.view.action()
      found.environment.alertButtonDismiss?()
      return flush()
    }
  }
}
