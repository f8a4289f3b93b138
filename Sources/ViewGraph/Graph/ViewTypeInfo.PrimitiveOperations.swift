extension ViewTypeInfo {
  /// The operations of a primitive, specialized for its type so that no protocol cast is
  /// needed per use.
  struct PrimitiveOperations {
    let renderLine: (any View) -> String?
    /// Whether two values of the type show the same line (`false` when unsure).
    let hasSameLine: (any View, any View) -> Bool
    let appendChildren: (any View, inout ViewList) -> Void
    let childEnvironment: (any View, EnvironmentValues, PrimitiveSnapshot?) -> EnvironmentValues
    let lifecycleActions: (any View, (any View)?, PrimitiveState?) -> [() -> Void]
    let disappearActions: (any View, PrimitiveState?) -> [() -> Void]
    /// Keeps the subscription of a ``SubscribingPrimitive`` in its node; `nil` for others.
    let attach: ((any View, Node, Graph) -> Void)?
    /// Whether the type is a ``LeafPrimitiveView``, which needs no expansion.
    let isLeaf: Bool
    /// Whether the type is a ``LazyContainer``, which mounts only the rows in the viewport.
    let isLazy: Bool
    /// For a ``ControlView``: resolves its bindings into its line.
    let resolveLine: ((any View) -> String)?
  }
}
