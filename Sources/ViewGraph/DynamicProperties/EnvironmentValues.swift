/// The values a view inherits from the views above it, set with ``View/environment(_:_:)``.
///
/// Extend it with a computed property per ``EnvironmentKey``. The storage is persistent: setting
/// a value makes a new environment that shares the rest with the old one, which lets the graph
/// tell cheaply whether a node's environment changed. Not `Sendable` (values are of any type).
public struct EnvironmentValues {
  /// One value set in an environment, in front of the ones set above it.
  private final class Entry {
    let key: EntryKey
    let value: Any
    let next: Entry?

    init(key: EntryKey, value: Any, next: Entry?) {
      self.key = key
      self.value = value
      self.next = next
    }
  }

  /// What an entry is stored under: a key type, or an injected object's type and how it was
  /// injected.
  private struct EntryKey: Equatable {
    let type: ObjectIdentifier
    let injection: InjectedObjectKey.Injection?
  }

  private var head: Entry?

  /// Creates an environment where every key has its default value.
  public init() {}

  /// The value for `key`, or its default when no view above set it.
  ///
  /// - Parameter key: The key.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      lookUp(EntryKey(type: ObjectIdentifier(key), injection: nil)) as? Key.Value
        ?? Key.defaultValue
    }
    set {
      head = Entry(
        key: EntryKey(type: ObjectIdentifier(key), injection: nil), value: newValue, next: head)
    }
  }

  /// The object injected for `key` by the nearest view above, or `nil` when none was.
  ///
  /// Objects are stored by their type and by how they were injected, so an object put in with
  /// `.environmentObject(_:)` is not found by `@Environment(Model.self)`, and the other way round.
  package subscript(injected key: InjectedObjectKey) -> InjectedObject? {
    get {
      lookUp(EntryKey(type: key.type, injection: key.injection)) as? InjectedObject
    }
    set {
      head = Entry(
        key: EntryKey(type: key.type, injection: key.injection), value: newValue as Any,
        next: head)
    }
  }

  private func lookUp(_ key: EntryKey) -> Any? {
    var entry = head
    while let current = entry {
      if current.key == key { return current.value }
      entry = current.next
    }
    return nil
  }

  /// Whether both are the very same environment (not merely equal).
  func isIdentical(to other: EnvironmentValues) -> Bool {
    head === other.head
  }
}
