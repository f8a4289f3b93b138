/// A stored property of a view whose value lives in the view's node rather than in the view.
///
/// When a view is evaluated, the graph finds its dynamic properties (once per view type, by
/// reflection) and, before each body evaluation, calls ``install(in:context:)`` on each with
/// the node's ``DynamicPropertySlot`` for that field: the slot is created empty when the identity
/// first appears and destroyed when it leaves, so a property keeps whatever it puts in
/// ``DynamicPropertySlot/storage`` for the identity's lifetime. The context gives the node's
/// environment and a thread-safe ``NodeInvalidator`` that marks the node dirty, naming the
/// field (`_count`).
///
/// When a parent is recomputed, each field of a child view is compared with its previous
/// value; a dynamic property decides with ``inputChanged(from:)`` (``State`` never counts as
/// changed, a ``Binding`` compares what it points at). When the environment above a node
/// changes, ``environmentChanged(from:to:)`` says whether the property depends on it.
///
/// ```swift
/// @propertyWrapper struct Clock: DynamicProperty {
///   let box = Box()
///   var wrappedValue: Date { box.date }
///   func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
///     // first appearance: slot.storage == nil
///   }
/// }
/// ```
///
/// > Important: ``install(in:context:)`` runs on the main actor, just before the body, and must
/// > not write state. A conformer typically holds a reference to a small box, reads the slot's
/// > storage into it, and reads the box from `wrappedValue`.
public protocol DynamicProperty {
  /// Connects this property to its node's storage, before each body evaluation.
  ///
  /// - Parameters:
  ///   - slot: The node's storage for this field; its ``DynamicPropertySlot/storage`` is `nil`
  ///     the first time the identity appears.
  ///   - context: The node's environment, invalidator and field label.
  func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext)

  /// Returns whether this value, passed by a recomputed parent, is a changed input.
  ///
  /// The default is `false`: the property's value comes from the node, not from the parent.
  ///
  /// - Parameter previous: The value the parent passed last time.
  /// - Returns: `true` if the child must be recomputed because of this field.
  func inputChanged(from previous: Self) -> Bool

  /// Returns whether a change of the environment above the node changes this property.
  ///
  /// The default is `false`.
  ///
  /// - Parameters:
  ///   - old: The environment the node saw before.
  ///   - new: The environment the node sees now.
  /// - Returns: `true` if the node must be recomputed because of this field.
  func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool
}

extension DynamicProperty {
  /// Does nothing: the property needs no per-node storage.
  ///
  /// - Parameters:
  ///   - slot: Unused.
  ///   - context: Unused.
  public func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {}

  /// Returns `false`: the property is not an input from the parent.
  ///
  /// - Parameter previous: Unused.
  /// - Returns: `false`.
  public func inputChanged(from previous: Self) -> Bool {
    false
  }

  /// Returns `false`: the property does not read the environment.
  ///
  /// - Parameters:
  ///   - old: Unused.
  ///   - new: Unused.
  /// - Returns: `false`.
  public func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
    false
  }
}
