/// Work on a custom child found while a node's own primitives are expanded, done after the
/// node's evaluation scope has ended, so that each custom view is evaluated in its own scope.
enum ChildWork {
  /// A new identity, created but not yet evaluated.
  case mount(Node)
  /// An existing identity, with its new value (`nil` when only the environment changed).
  case update(Node, view: (any View)?, environment: EnvironmentValues)
}
