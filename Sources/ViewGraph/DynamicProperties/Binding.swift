/// A two-way connection to a value stored elsewhere, typically a parent's ``State``.
///
/// `$name` on a `@State` field gives a binding into the node's storage; `$binding.field` gives a
/// binding to a part of the value. Making a binding reads nothing, so the body that makes it
/// does not depend on the value; reading ``wrappedValue`` is a read of the value it points at (a
/// tracked read of a `@State` value or of an `Observable` property): the body that reads it
/// depends on it, under the reason of its `@Binding` field (`_text`), and a control reads it in
/// its own scope.
///
/// When a parent is recomputed, a child's binding is compared by what it points at (the same
/// storage, the same path): a child that reads the value is invalidated by the write itself. A
/// binding to a property of an `ObservableObject` (whose reads are not tracked) is compared by
/// the value it saw as well, so a child is recomputed when the value changed; a binding made
/// with ``init(get:set:)`` cannot be compared and always counts as changed.
///
/// Not `Sendable`: bindings are used on the main actor.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  private let getter: () -> Value
  private let setter: (Value) -> Void
  private let location: AnyObject?
  private let keyPaths: [AnyKeyPath]
  private let isConstant: Bool
  /// The value seen when the binding was made, kept only where reading it tracks nothing: a
  /// constant, a property of an `ObservableObject`.
  private let snapshot: Value?

  /// Creates a binding; `location` and `keyPaths` say what it points at, for comparison, and
  /// `snapshot` the value it saw, when that is part of the comparison.
  init(
    get: @escaping () -> Value, set: @escaping (Value) -> Void, location: AnyObject?,
    keyPaths: [AnyKeyPath], isConstant: Bool, snapshot: Value?
  ) {
    getter = get
    setter = set
    self.location = location
    self.keyPaths = keyPaths
    self.isConstant = isConstant
    self.snapshot = snapshot
  }

  /// Creates a binding from a getter and a setter.
  ///
  /// Such a binding cannot be compared, so a child receiving it is recomputed every time its
  /// parent is.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(get: get, set: set, location: nil, keyPaths: [], isConstant: false, snapshot: nil)
  }

  /// Creates a binding from another binding, as the memberwise initializer of a view with a
  /// `@Binding` field does.
  ///
  /// - Parameter projectedValue: The binding to use.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  init(location: StateLocation<Value>) {
    self.init(
      get: { location.value }, set: { location.set($0) }, location: location, keyPaths: [],
      isConstant: false, snapshot: nil)
  }

  /// A binding to a property of an object, located at the object and the key path (the
  /// projections of `@ObservedObject`, `@StateObject`, `@EnvironmentObject` and `@Bindable`).
  ///
  /// - Parameters:
  ///   - object: The object.
  ///   - keyPath: The property.
  ///   - snapshotting: Whether to keep the value now, for comparison: for an
  ///     `ObservableObject`, whose reads track nothing; not for an `Observable` one, whose read
  ///     would make the body that makes the binding depend on the property.
  init<Object: AnyObject>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>, snapshotting: Bool
  ) {
    self.init(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      location: object, keyPaths: [keyPath], isConstant: false,
      snapshot: snapshotting ? object[keyPath: keyPath] : nil)
  }

  /// Returns a binding to an immutable value; writes are ignored.
  ///
  /// - Parameter value: The value.
  /// - Returns: A binding that always reads `value`.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(
      get: { value }, set: { _ in }, location: nil, keyPaths: [], isConstant: true,
      snapshot: value)
  }

  /// The bound value, read and written through the binding.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself, so that `$field` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// Returns a binding to a part of the bound value.
  ///
  /// - Parameter keyPath: The part.
  /// - Returns: A binding that reads and writes `keyPath` of the bound value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let getter = self.getter
    let setter = self.setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      },
      location: location, keyPaths: keyPaths + [keyPath], isConstant: isConstant,
      snapshot: snapshot.map { $0[keyPath: keyPath] })
  }

  /// Records, for the node, that this field is a binding to a `@State` value, so that reads
  /// through it are named after the field (`_text`).
  ///
  /// - Parameters:
  ///   - slot: Unused: a binding keeps nothing in the node.
  ///   - context: The node's context, which names the field.
  public func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    guard let location else { return }
    context.graph?.recordBinding(
      to: location, label: context.label, inNodeWithID: context.invalidator.nodeID)
  }

  /// Returns whether this binding points elsewhere than `previous`, or saw a different value.
  ///
  /// - Parameter previous: The binding the parent passed last time.
  /// - Returns: `false` only when both point at the same storage and path (or are equal
  ///   constants) and, where they kept the value they saw, saw equal values.
  public func inputChanged(from previous: Binding<Value>) -> Bool {
    let samePlace: Bool
    if let location, let previousLocation = previous.location {
      samePlace = location === previousLocation && keyPaths == previous.keyPaths
    } else {
      samePlace = isConstant && previous.isConstant
    }
    guard samePlace else { return true }
    guard let snapshot, let previousSnapshot = previous.snapshot else { return false }
    return areEqual(snapshot, previousSnapshot) != true
  }
}
