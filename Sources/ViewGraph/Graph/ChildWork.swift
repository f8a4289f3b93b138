/// Work on a child found while a node's own primitives are expanded, done after the node's
/// evaluation scope has ended, so that each custom view is evaluated in its own scope and each
/// control resolves its bindings in its own.
enum ChildWork {
  /// A new identity, created but not yet evaluated. `actionSlot` is where, in the pass's
  /// deferred actions, the actions of its subtree go: before those of the modifiers around it.
  case mount(Node, actionSlot: Int)
  /// An existing identity, with its new value (`nil` when only the environment changed).
  case update(Node, view: (any View)?, environment: EnvironmentValues, actionSlot: Int)
  /// A control, new or with a new value, whose bindings are to be resolved.
  case resolve(Node)
  /// A primitive whose children include deferred content (see
  /// ``ViewList/appendDeferred(position:ids:_:)``), to be finished in its own tracking scope:
  /// `list` is its children as the enclosing body built them, `previous` its value before this
  /// update (`nil` when it appears).
  case expand(Node, list: ViewList, previous: (any View)?)
  /// What is left in a queue where ``Graph/perform(_:)`` took the work out to do it.
  case taken
}
