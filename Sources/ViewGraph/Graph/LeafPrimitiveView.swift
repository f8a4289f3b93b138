/// A primitive with no children and no lifecycle actions, whose children would see its own
/// environment: `Text` and the controls.
///
/// The graph does not expand a leaf when its parent is evaluated: it only keeps the new value
/// (for rendering and for the user actions that find it) and the environment.
nonisolated protocol LeafPrimitiveView: PrimitiveView {}
