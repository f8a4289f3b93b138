/// A view that the graph expands itself: it has no body, is never counted as an evaluation, and
/// is re-expanded whenever the custom view that contains it is evaluated.
nonisolated protocol PrimitiveView: View {
  /// The line that shows this primitive in a rendering, or `nil` for a transparent one.
  var renderLine: String? { get }

  /// Whether `other` shows the same ``renderLine``; the default compares the two lines, a
  /// primitive can answer without making them.
  func hasSameRenderLine(as other: Self) -> Bool

  /// The text that every value of the type shows its line with, such as `Text(`, when every
  /// value shows a line that starts so; `nil` (the default) otherwise.
  ///
  /// Two primitives of types whose starts differ before either ends show different lines, which
  /// the graph then knows without making them.
  static var lineStart: String? { get }

  /// ``hasSameRenderLine(as:)`` for the values at two addresses: the graph calls it from code
  /// that does not know the type, where passing the values themselves copied both; the
  /// conformance, which knows it, reads them in place.
  static func hasSameRenderLine(at old: UnsafeRawPointer, and new: UnsafeRawPointer) -> Bool

  /// Whether a node of the type keeps a ``PrimitiveState`` when it has children: `true` (the
  /// default) but for a ``PlainContainer`` and an ``ActionModifier``. A static requirement, read
  /// where the type is known, so that no protocol cast is made.
  static var keepsState: Bool { get }

  /// Whether the lifecycle methods are called for a node that keeps no ``PrimitiveState`` (with
  /// `nil`): `false` (the default), `true` for an ``ActionModifier``, whose actions need none.
  static var actsWithoutState: Bool { get }

  /// Appends the primitive's children.
  func appendChildren(to list: inout ViewList)

  /// ``appendChildren(to:)`` for the value at `address`: the graph calls it from code that does
  /// not know the type, where calling the method on the value copied it (a stack's whole
  /// content); a type that knows where its children lie reads them in place. The default calls
  /// ``appendChildren(to:)`` on a copy.
  static func appendChildren(at address: UnsafeRawPointer, to list: inout ViewList)

  /// The environment the primitive's children see.
  func childEnvironment(
    parent: EnvironmentValues, previous: PrimitiveSnapshot?
  ) -> EnvironmentValues

  /// Appends to `actions` the work to run after the pass, given the previous value of the node
  /// (`nil` when it appears) and what the node keeps between expansions (`nil` only for a type
  /// whose ``actsWithoutState`` is `true`).
  ///
  /// Appended to the graph's queue rather than returned in an array of their own: most
  /// primitives have none, and one with an action made an array for it at each appearance.
  func appendLifecycleActions(
    previous: (any View)?, state: PrimitiveState?, to actions: inout [DeferredAction])

  /// Appends to `actions` the work to run after the pass in which the node left the tree (or
  /// scrolled out of view), given what the node kept (`nil` only for a type whose
  /// ``actsWithoutState`` is `true`).
  func appendDisappearActions(state: PrimitiveState?, to actions: inout [DeferredAction])
}

extension PrimitiveView {
  func hasSameRenderLine(as other: Self) -> Bool {
    renderLine == other.renderLine
  }

  static var lineStart: String? { nil }

  static var keepsState: Bool { true }

  static var actsWithoutState: Bool { false }

  static func hasSameRenderLine(at old: UnsafeRawPointer, and new: UnsafeRawPointer) -> Bool {
    old.assumingMemoryBound(to: Self.self).pointee.hasSameRenderLine(
      as: new.assumingMemoryBound(to: Self.self).pointee)
  }

  func appendChildren(to list: inout ViewList) {}

  static func appendChildren(at address: UnsafeRawPointer, to list: inout ViewList) {
    address.assumingMemoryBound(to: Self.self).pointee.appendChildren(to: &list)
  }

  func childEnvironment(
    parent: EnvironmentValues, previous: PrimitiveSnapshot?
  ) -> EnvironmentValues {
    parent
  }

  func appendLifecycleActions(
    previous: (any View)?, state: PrimitiveState?, to actions: inout [DeferredAction]
  ) {}

  func appendDisappearActions(state: PrimitiveState?, to actions: inout [DeferredAction]) {}
}
