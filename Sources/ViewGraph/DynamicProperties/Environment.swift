/// A value read from the environment a view inherits.
///
/// `@Environment(\.accent) var accent` reads `EnvironmentValues.accent` as set by the nearest
/// ``View/environment(_:_:)`` above, or the key's default. When that value changes the view is
/// recomputed, with the reason `_accent`; for a value that is not `Equatable`, any new
/// environment above counts as a change.
///
/// `@Environment(Library.self) var library` reads the `Observable` object injected by the
/// nearest `.environment(library)` above (the initializer that takes the object's type).
///
/// Not `Sendable`: it holds a key path and is read on the main actor.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// The value an `Environment` field read at its last install.
  final class Box {
    var value: Value?
  }

  /// Where the value comes from.
  enum Source {
    /// A value of ``EnvironmentValues``.
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// The object of type `Value` injected with `.environment(_:)` (found under
    /// ``objectKey``): no payload, so that the property is two words and a view holding it and
    /// one more reference is stored inline in an existential, without a box of its own.
    case object
  }

  /// Where an injected object of type `Value` is found in the environment.
  var objectKey: InjectedObjectKey {
    InjectedObjectKey(typeID: ObjectIdentifier(Value.self), .observable)
  }

  let source: Source
  let box = Box()

  /// Creates a property that reads `keyPath` of the environment.
  ///
  /// - Parameter keyPath: The environment value to read.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// The environment value; before the view is installed in a node, the key's default.
  public var wrappedValue: Value {
    if let value = box.value { return value }
    switch source {
    case .keyPath(let keyPath):
      return EnvironmentValues()[keyPath: keyPath]
    case .object:
      preconditionFailure(missingObjectMessage(objectKey))
    }
  }

  /// Reads the value from the node's environment.
  ///
  /// - Parameters:
  ///   - slot: Unused: the value comes from the environment, not from storage.
  ///   - context: The node's context, whose environment is read.
  public func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    switch source {
    case .keyPath(let keyPath):
      box.value = context.environment[keyPath: keyPath]
    case .object:
      installObject(objectKey, context: context)
    }
  }

  /// Returns whether the value read by this property differs between the two environments.
  ///
  /// - Parameters:
  ///   - old: The environment the node saw before.
  ///   - new: The environment the node sees now.
  /// - Returns: `true` if the value changed, or may have (not `Equatable`); for an injected
  ///   object, if another object (or none) is injected now.
  public func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
    switch source {
    case .keyPath(let keyPath):
      areEqual(old[keyPath: keyPath], new[keyPath: keyPath]) != true
    case .object:
      old[injected: objectKey] != new[injected: objectKey]
    }
  }
}
