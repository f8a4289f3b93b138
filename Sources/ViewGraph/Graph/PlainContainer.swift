/// A container that keeps nothing between expansions, such as a stack: its children see its
/// own environment, and it has no lifecycle action, no lazy rows, no presentation and no
/// subscription.
///
/// Its node makes no ``PrimitiveState`` (48 bytes with the allocator's header, one per row of
/// a list whose rows are stacks). It makes a ``TrackedNodeState`` instead the first time it
/// needs one: to read deferred content in its own scope (a `ForEach` over a binding), or to
/// keep its path (which the paths of its custom children start with).
nonisolated protocol PlainContainer: ContainerPrimitive {}

extension PlainContainer {
  static var keepsState: Bool { false }
}
