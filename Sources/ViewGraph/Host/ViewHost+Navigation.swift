extension ViewHost {
  /// Follows the navigation link whose label shows `title`, then runs a pass: the link's
  /// destination is mounted (each custom view in it evaluated with `@identity`).
  ///
  /// - Parameter title: The text of the link's label.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no link, or more than one, shows that title, or when it
  ///   is disabled or already followed.
  @discardableResult
  public func followLink(_ title: String) throws(ViewHostError) -> PassReport {
    let node = try linkNode(title)
    guard let state = node.primitiveState, !state.isPresenting else {
      throw .refused("NavigationLink", title, "it is already followed")
    }
    return graph.runAction { [graph] in
      state.isPresenting = true
      graph.expandChildren(of: node)
    }
  }

  /// Pops the destination pushed last, then runs a pass: it leaves the tree with its state.
  ///
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no link is followed.
  @discardableResult
  public func goBack() throws(ViewHostError) -> PassReport {
    let followed = graph.allNodes().filter {
      $0.view is any FollowableLink && $0.primitiveState?.isPresenting == true
    }
    guard let node = followed.max(by: { $0.depth < $1.depth }), let state = node.primitiveState
    else {
      throw ViewHostError(control: "Destination", title: "", available: [], ambiguousPaths: [])
    }
    return graph.runAction { [graph] in
      state.isPresenting = false
      graph.expandChildren(of: node)
    }
  }

  private func linkNode(_ title: String) throws(ViewHostError) -> Node {
    let links = graph.allNodes().compactMap { node in
      (node.view as? any FollowableLink).map { (node, $0.title) }
    }
    let matches = links.filter { $0.1 == title }
    guard matches.count == 1 else {
      throw ViewHostError(
        control: "NavigationLink", title: title, available: links.map(\.1),
        ambiguousPaths: matches.count > 1 ? matches.map(\.0.path) : [])
    }
    guard matches[0].0.environment.isEnabled else {
      throw .refused("NavigationLink", title, "it is disabled")
    }
    return matches[0].0
  }
}
