extension ViewHost {
  /// Finds the one mounted control of a type with a title, and the environment it sees.
  ///
  /// - Parameters:
  ///   - type: The control's type.
  ///   - title: The title to match.
  ///   - titleOf: How to read a control's title.
  ///   - ancestor: When given, only controls below this view are considered.
  /// - Returns: The control's current value and its environment.
  /// - Throws: ``ViewHostError`` when no control, or more than one, has that title, or when the
  ///   control is disabled.
  func control<Control: View>(
    _ type: Control.Type, titled title: String, title titleOf: KeyPath<Control, String>,
    under ancestor: ViewNode? = nil
  ) throws(ViewHostError) -> (view: Control, environment: EnvironmentValues) {
    let typeID = ObjectIdentifier(type)
    let name = displayName(of: type)
    let cast = { (view: any View) in view as? Control }
    let titleOfControl = { (control: Control) in control[keyPath: titleOf] }
    // A view still mounted is searched from the top down: the few nodes of one row, not every
    // row's control of that type (and their paths).
    if let ancestor, ancestor.node.isMounted {
      let nodes = graph.subtree(of: ancestor.node).dropFirst().filter { $0.key.type == typeID }
      return try control(
        name, titled: title, among: nodes, as: cast, title: titleOfControl, under: nil)
    }
    // A view no longer mounted is matched by its path, which a view mounted since may have.
    let nodes = (graph.titledControls[typeID] ?? [:]).values
    return try control(
      name, titled: title, among: nodes, as: cast, title: titleOfControl,
      under: ancestor?.path)
  }

  /// Finds the one mounted control of a kind (a protocol, or a generic type such as `Picker`)
  /// with a title, and the environment it sees.
  ///
  /// - Parameters:
  ///   - kind: The control's name in errors, such as `Picker`.
  ///   - title: The title to match.
  ///   - cast: The view as the kind of control, or `nil` for another view.
  ///   - titleOf: How to read a control's title.
  /// - Returns: The control's current value and its environment.
  /// - Throws: ``ViewHostError`` as ``control(_:titled:title:under:)`` does.
  func control<Control>(
    _ kind: String, titled title: String, as cast: (any View) -> Control?,
    title titleOf: (Control) -> String
  ) throws(ViewHostError) -> (view: Control, environment: EnvironmentValues) {
    let nodes = graph.titledControls.values
      .filter { $0.first.map { cast($0.value.view) != nil } ?? false }
      .flatMap(\.values)
    return try control(
      kind, titled: title, among: nodes, as: cast, title: titleOf, under: nil)
  }

  /// Matches the title before anything else, so that a tap among many mounted controls costs
  /// one title read per control: only the matches are sorted and have their paths read, and the
  /// titles of the others are gathered only for an error.
  private func control<Control>(
    _ kind: String, titled title: String, among nodes: some Collection<Node>,
    as cast: (any View) -> Control?, title titleOf: (Control) -> String, under ancestorPath: String?
  ) throws(ViewHostError) -> (view: Control, environment: EnvironmentValues) {
    let prefix = ancestorPath.map { $0 + "/" }
    func isBelowAncestor(_ node: Node) -> Bool {
      prefix.map(node.path.hasPrefix) ?? true
    }
    let matches = nodes.compactMap { node in
      cast(node.view).flatMap { titleOf($0) == title ? (node: node, view: $0) : nil }
    }
    .filter { isBelowAncestor($0.node) }
    .sorted { $0.node.id < $1.node.id }
    guard matches.count == 1 else {
      let available = nodes.filter(isBelowAncestor).sorted { $0.id < $1.id }.compactMap {
        cast($0.view).map(titleOf)
      }
      throw ViewHostError(
        control: kind, title: title, available: available,
        ambiguousPaths: matches.count > 1 ? matches.map(\.node.path) : [])
    }
    let match = matches[0]
    guard match.node.environment.isEnabled else {
      throw .refused(kind, title, "it is disabled (\(match.node.path) is below .disabled(true))")
    }
    return (match.view, match.node.environment)
  }
}
