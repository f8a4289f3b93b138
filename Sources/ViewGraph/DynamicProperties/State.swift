/// A value owned by a view's identity, stored in its node.
///
/// The first time an identity appears, the initial value is stored in its node; later inits
/// of the same identity are ignored (their initial value is thrown away), so `@State` is not
/// for data passed in by a parent. When the identity leaves the tree the value is destroyed; if
/// it comes back, it starts again from the initial value.
///
/// Reads are tracked: the body that reads the value (through the wrapper or any ``Binding`` to
/// it) depends on it, and so does a control that reads a binding to it. A write marks those
/// readers dirty (reason `_name`, or the label of the reader's own `@Binding` field) and no
/// other node: writing the state in an action, or handing `$name` down, makes no dependency.
/// Nothing is recomputed until the next pass. A write of a value equal to the stored one (for
/// `Equatable` values) is dropped. State holding an `Observable` object is read when the body
/// reads the object, so it only matters when the object is replaced; its properties are
/// tracked one by one, like any read. A write
/// made while a body is being evaluated is not applied and is reported by the pass as
/// ``RuntimeIssue/Kind-swift.enum/stateModifiedDuringUpdate``.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View { Button("\(count)") { count += 1 } }
/// }
/// ```
///
/// Not `Sendable`: state is read and written on the main actor.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  // The two fields and the two inits are inlinable: a view's body makes its `@State` values
  // (with `init(wrappedValue:)`) each time it makes the view, and an init that is not
  // specialized for `Value` looks up the metadata of `State<Value>` to lay the value out (about
  // 330 instructions per `@State` field, at every mount and every update of a row).
  @usableFromInline let initialValue: Value
  @usableFromInline let link = StateLink()

  /// Creates state with an initial value, used only the first time the identity appears.
  ///
  /// - Parameter wrappedValue: The initial value.
  @inlinable
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  /// Creates state with an initial value, used only the first time the identity appears.
  ///
  /// - Parameter initialValue: The initial value.
  @inlinable
  public init(initialValue: Value) {
    self.initialValue = initialValue
  }

  /// The value stored in the node.
  ///
  /// Before the view is installed in a node (in `init`), reads give the initial value and
  /// writes are ignored, as in SwiftUI.
  ///
  /// - Complexity: A read is a few dozen instructions: it unwraps the location (an optional
  ///   reference) rather than the value (`location?.value ?? initialValue` would look up the
  ///   metadata of `Optional<Value>` on every read, as this getter is not specialized for the
  ///   caller's `Value`).
  public var wrappedValue: Value {
    get {
      guard let location else { return initialValue }
      return location.value
    }
    nonmutating set { location?.set(newValue) }
  }

  /// A binding that reads and writes the value in the node.
  public var projectedValue: Binding<Value> {
    guard let location else { return .constant(initialValue) }
    return Binding(location: location)
  }

  /// The location the install connected this value to, if any.
  ///
  /// Only ``install(in:context:)`` stores a location, always a `StateLocation<Value>`, so the
  /// cast back is not checked (in release builds): it costs no metadata lookup.
  private var location: StateLocation<Value>? {
    guard let location = link.location else { return nil }
    return unsafeDowncast(location, to: StateLocation<Value>.self)
  }

  /// Connects this field to the value stored in the node, storing the initial value the first
  /// time the identity appears.
  ///
  /// - Parameters:
  ///   - slot: The node's storage for this field.
  ///   - context: The node's context.
  public func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    let locationType = context.installCache.locationType(of: Value.self)
    // The location stored earlier, when it is one of this value's type: compared by type, as
    // a cast to `StateLocation<Value>` would look its metadata up again.
    if let location = slot.storage, type(of: location) == locationType {
      link.location = location
    } else {
      // A seeded value is rare: without one, no cast (and no `Optional<Value>` metadata), and
      // the context's optional is not read.
      let value = context.isSeeded ? startingValue(context: context) : initialValue
      let location = locationType.init(
        value: value, label: context.label, viewPath: context.identityPath,
        reads: context.stateReads, gate: context.gate)
      slot.storage = location
      link.location = location
    }
  }

  /// The value a new location starts with when `context` seeds one: the seeded value when it has
  /// the type of the state, the initial value otherwise.
  ///
  /// A function of its own: the cast needs the metadata of `Optional<Value>`, which, inlined in
  /// ``install(in:context:)``, was looked up at every install (about 325 instructions), seeded
  /// or not.
  @inline(never)
  private func startingValue(context: DynamicPropertyContext) -> Value {
    (context.seededValue as? Value) ?? initialValue
  }
}
