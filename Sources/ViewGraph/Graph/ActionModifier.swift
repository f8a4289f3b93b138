/// A modifier that only runs actions, such as `onAppear`, `onDisappear` or `onChange`: its
/// children see its own environment, and its actions depend on its value and its previous value
/// alone.
///
/// Its node makes no ``PrimitiveState`` (48 bytes with the allocator's header, and an allocation
/// and a release at each mount and teardown of a row whose body is modified so); its lifecycle
/// methods are called with `nil` for the state. Like a ``PlainContainer``, it makes a
/// ``TrackedNodeState`` the first time it needs one (to read deferred content in its own scope,
/// or to keep its path).
nonisolated protocol ActionModifier: PrimitiveView {}

extension ActionModifier {
  static var keepsState: Bool { false }

  static var actsWithoutState: Bool { true }
}
