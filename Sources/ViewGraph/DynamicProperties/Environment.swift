/// A value read from the environment a view inherits.
///
/// `@Environment(\.accent) var accent` reads `EnvironmentValues.accent` as set by the nearest
/// ``View/environment(_:_:)`` above, or the key's default. When that value changes the view is
/// recomputed, with the reason `_accent`; for a value that is not `Equatable`, any new
/// environment above counts as a change.
///
/// Not `Sendable`: it holds a key path and is read on the main actor.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// The value an `Environment` field read at its last install.
  private final class Box {
    var value: Value?
  }

  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = Box()

  /// Creates a property that reads `keyPath` of the environment.
  ///
  /// - Parameter keyPath: The environment value to read.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The environment value; before the view is installed in a node, the key's default.
  public var wrappedValue: Value {
    box.value ?? EnvironmentValues()[keyPath: keyPath]
  }

  /// Reads the value from the node's environment.
  ///
  /// - Parameters:
  ///   - slot: Unused: the value comes from the environment, not from storage.
  ///   - context: The node's context, whose environment is read.
  public func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    box.value = context.environment[keyPath: keyPath]
  }

  /// Returns whether the value read at this key path differs between the two environments.
  ///
  /// - Parameters:
  ///   - old: The environment the node saw before.
  ///   - new: The environment the node sees now.
  /// - Returns: `true` if the value changed, or may have (not `Equatable`).
  public func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
    areEqual(old[keyPath: keyPath], new[keyPath: keyPath]) != true
  }
}
