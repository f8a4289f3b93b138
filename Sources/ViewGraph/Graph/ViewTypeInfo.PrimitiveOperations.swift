extension ViewTypeInfo {
  /// The operations of a primitive, specialized for its type so that no protocol cast is
  /// needed per use.
  ///
  /// A class, so that reaching it through a node's info retains one object instead of copying
  /// ten closures.
  final class PrimitiveOperations {
    let renderLine: (any View) -> String?
    /// Whether two values of the type show the same line (`false` when unsure).
    ///
    /// The first value is read in place and not changed: it is `inout` so that the graph can
    /// pass the value its node holds where it lies (passed by value, it was copied out of the
    /// node first, which retains each reference it holds and releases it again).
    let hasSameLine: (inout any View, any View) -> Bool
    /// The text every line of the type starts with, if every value shows one that starts so
    /// (see ``PrimitiveView/lineStart``).
    let lineStart: String?
    let appendChildren: (any View, inout ViewList) -> Void
    let childEnvironment: (any View, EnvironmentValues, PrimitiveSnapshot?) -> EnvironmentValues
    /// Appends the lifecycle actions of a node (its value, its previous value, its state) to the
    /// actions given.
    let appendLifecycleActions:
      (any View, (any View)?, PrimitiveState?, inout [DeferredAction]) -> Void
    /// Appends the disappear actions of a node (its value, its state) to the actions given.
    let appendDisappearActions: (any View, PrimitiveState?, inout [DeferredAction]) -> Void
    /// Keeps the subscription of a ``SubscribingPrimitive`` in its node; `nil` for others.
    let attach: ((any View, Node, Graph) -> Void)?
    /// Whether the type is a ``LeafPrimitiveView``, which needs no expansion.
    let isLeaf: Bool
    /// Whether the type is a ``LazyContainer``, which mounts only the rows in the viewport.
    let isLazy: Bool
    /// Whether a node of the type with children keeps a ``PrimitiveState``: every such type but
    /// a ``PlainContainer``.
    let keepsState: Bool
    /// For a ``ControlView``: resolves its bindings into its line.
    let resolveLine: ((any View) -> String)?

    init(
      renderLine: @escaping (any View) -> String?,
      hasSameLine: @escaping (inout any View, any View) -> Bool,
      lineStart: String?,
      appendChildren: @escaping (any View, inout ViewList) -> Void,
      childEnvironment:
        @escaping (any View, EnvironmentValues, PrimitiveSnapshot?) ->
        EnvironmentValues,
      appendLifecycleActions:
        @escaping (any View, (any View)?, PrimitiveState?, inout [DeferredAction]) -> Void,
      appendDisappearActions: @escaping (any View, PrimitiveState?, inout [DeferredAction]) -> Void,
      attach: ((any View, Node, Graph) -> Void)?, isLeaf: Bool, isLazy: Bool, keepsState: Bool,
      resolveLine: ((any View) -> String)?
    ) {
      self.renderLine = renderLine
      self.hasSameLine = hasSameLine
      self.lineStart = lineStart
      self.appendChildren = appendChildren
      self.childEnvironment = childEnvironment
      self.appendLifecycleActions = appendLifecycleActions
      self.appendDisappearActions = appendDisappearActions
      self.attach = attach
      self.isLeaf = isLeaf
      self.isLazy = isLazy
      self.keepsState = keepsState
      self.resolveLine = resolveLine
    }
  }
}
