extension ViewHost {
  /// Types `text` at the end of the text field with the label `label`, then runs a pass.
  ///
  /// - Parameters:
  ///   - text: The characters typed.
  ///   - label: The text field's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no text field, or more than one, has that label.
  @discardableResult
  public func type(_ text: String, into label: String) throws(ViewHostError) -> PassReport {
    let field = try control(TextField.self, titled: label, title: \.title)
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
    let button = try control(Button.self, titled: title, title: \.title)
    button.action()
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
    let button = try control(Button.self, titled: title, title: \.title, under: node.path)
    button.action()
    return flush()
  }

  /// Flips the toggle with the title `title`, then runs a pass.
  ///
  /// - Parameter title: The toggle's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no toggle, or more than one, has that title.
  @discardableResult
  public func toggle(_ title: String) throws(ViewHostError) -> PassReport {
    let toggle = try control(Toggle.self, titled: title, title: \.title)
    toggle.isOn.wrappedValue.toggle()
    return flush()
  }

  private func control<Control: View>(
    _ type: Control.Type, titled title: String, title titleOf: KeyPath<Control, String>,
    under ancestorPath: String? = nil
  ) throws(ViewHostError) -> Control {
    let prefix = ancestorPath.map { $0 + "/" }
    let nodes = (graph.nodesByType[ObjectIdentifier(type)] ?? [:]).values.sorted { $0.id < $1.id }
    let candidates = nodes.compactMap { node in
      prefix.map(node.path.hasPrefix) == false
        ? nil : (node.view as? Control).map { (node.path, $0) }
    }
    let matches = candidates.filter { $0.1[keyPath: titleOf] == title }
    guard matches.count == 1 else {
      throw ViewHostError(
        control: displayName(of: type), title: title,
        available: candidates.map { $0.1[keyPath: titleOf] },
        ambiguousPaths: matches.count > 1 ? matches.map(\.0) : [])
    }
    return matches[0].1
  }
}
