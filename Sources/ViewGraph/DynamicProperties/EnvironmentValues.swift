/// The values a view inherits from the views above it, set with ``View/environment(_:_:)``.
///
/// Extend it with a computed property per ``EnvironmentKey``. The storage is persistent: setting
/// a value makes a new environment that shares the rest with the old one, which lets the graph
/// tell cheaply whether a node's environment changed. Not `Sendable` (values are of any type).
public struct EnvironmentValues {
  /// One value set in an environment, in front of the ones set above it.
  private final class Entry {
    let key: ObjectIdentifier
    let value: Any
    let next: Entry?

    init(key: ObjectIdentifier, value: Any, next: Entry?) {
      self.key = key
      self.value = value
      self.next = next
    }
  }

  private var head: Entry?

  /// Creates an environment where every key has its default value.
  public init() {}

  /// The value for `key`, or its default when no view above set it.
  ///
  /// - Parameter key: The key.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      var entry = head
      while let current = entry {
        if current.key == id, let value = current.value as? Key.Value { return value }
        entry = current.next
      }
      return Key.defaultValue
    }
    set {
      head = Entry(key: ObjectIdentifier(key), value: newValue, next: head)
    }
  }

  /// Whether both are the very same environment (not merely equal).
  func isIdentical(to other: EnvironmentValues) -> Bool {
    head === other.head
  }
}
