extension ViewHost {
  /// Finds the one mounted control of a type with a title, and the environment it sees.
  ///
  /// - Parameters:
  ///   - type: The control's type.
  ///   - title: The title to match.
  ///   - titleOf: How to read a control's title.
  ///   - ancestorPath: When given, only controls below the view at this path are considered.
  /// - Returns: The control's current value and its environment.
  /// - Throws: ``ViewHostError`` when no control, or more than one, has that title, or when the
  ///   control is disabled.
  func control<Control: View>(
    _ type: Control.Type, titled title: String, title titleOf: KeyPath<Control, String>,
    under ancestorPath: String? = nil
  ) throws(ViewHostError) -> (view: Control, environment: EnvironmentValues) {
    let prefix = ancestorPath.map { $0 + "/" }
    let nodes = (graph.nodesByType[ObjectIdentifier(type)] ?? [:]).values.sorted { $0.id < $1.id }
    let candidates = nodes.compactMap { node in
      prefix.map(node.path.hasPrefix) == false
        ? nil : (node.view as? Control).map { (node: node, view: $0) }
    }
    let matches = candidates.filter { $0.view[keyPath: titleOf] == title }
    guard matches.count == 1 else {
      throw ViewHostError(
        control: displayName(of: type), title: title,
        available: candidates.map { $0.view[keyPath: titleOf] },
        ambiguousPaths: matches.count > 1 ? matches.map(\.node.path) : [])
    }
    let match = matches[0]
    guard match.node.environment.isEnabled else {
      throw .refused(
        displayName(of: type), title, "it is disabled (\(match.node.path) is below .disabled(true))"
      )
    }
    return (match.view, match.node.environment)
  }
}
