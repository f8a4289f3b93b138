extension ObservationTracking {
  /// What ended a tracking scope: which object, which property, and when.
  ///
  /// `String(describing: event)` reads like `willSet \Library.searchText on Library`, which is
  /// what a view runtime prints to explain why a view was invalidated. The key path's name comes
  /// from the standard library, which finds it from the accessor's symbol: for a type that is not
  /// public, in an optimized or stripped binary, it prints as `\Library.<computed 0x…>`. To tell
  /// properties apart reliably, compare with ``matches(_:)``.
  ///
  /// `Event` is `Sendable`.
  public struct Event: @unchecked Sendable, CustomStringConvertible {
    // Safety: every stored property is immutable; key paths and metatypes are never mutated
    // after creation, so sharing them across threads is safe.

    /// When an event is delivered.
    ///
    /// `Kind` is `Sendable`.
    public enum Kind: Sendable, Hashable {
      /// A property is about to change; the old value is still visible.
      case willSet
      /// A property changed; the new value is visible.
      case didSet
      /// The object was deallocated.
      case `deinit`
      /// The object was written between the scope's read and its installation, on another
      /// thread; the scope fired as soon as it was installed. Which property changed is not
      /// known (``ObservationTracking/Event/keyPath`` is `nil`); the new value is visible.
      case changedBeforeInstall
    }

    /// When the event was delivered.
    public let kind: Kind
    /// The identity of the object that changed or was deallocated.
    public let objectID: ObjectIdentifier
    /// The dynamic type of that object.
    public let objectType: any AnyObject.Type
    /// The property that changed, or `nil` for ``Kind/deinit`` and
    /// ``Kind/changedBeforeInstall``.
    public let keyPath: AnyKeyPath?
    /// The key path of the property's storage (`\Library._searchText`), when known.
    let storageKeyPath: AnyKeyPath?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - kind: When the event is delivered.
    ///   - objectID: The identity of the object.
    ///   - objectType: The dynamic type of the object.
    ///   - keyPath: The property, if known.
    public init(
      kind: Kind, objectID: ObjectIdentifier, objectType: any AnyObject.Type,
      keyPath: AnyKeyPath?
    ) {
      self.kind = kind
      self.objectID = objectID
      self.objectType = objectType
      self.keyPath = keyPath
      storageKeyPath = nil
    }

    init(
      kind: Kind, objectID: ObjectIdentifier, objectType: any AnyObject.Type,
      keyPath: AnyKeyPath?, storageKeyPath: AnyKeyPath?
    ) {
      self.kind = kind
      self.objectID = objectID
      self.objectType = objectType
      self.keyPath = keyPath
      self.storageKeyPath = storageKeyPath
    }

    /// The name of the property that changed, such as `searchText`, or `nil` when it is not
    /// known.
    ///
    /// A `@Tracked` property is named from its storage. Otherwise the key path names itself only
    /// when it is a stored property: on Linux a computed property's key path describes itself as
    /// `<computed 0x… (String)>`, so a property whose registrar calls are written by hand has no
    /// name here. ``Kind/deinit`` and ``Kind/changedBeforeInstall`` events have none either.
    ///
    /// - Complexity: O(*n*) in the length of the key path's description; compute it only to
    ///   report an event.
    public var propertyName: String? {
      if let storageKeyPath {
        // `\Library._searchText`: the storage of `searchText`.
        let storage = Self.lastComponent(of: storageKeyPath)
        return storage.hasPrefix("_") ? String(storage.dropFirst()) : storage
      }
      guard let keyPath, !String(describing: keyPath).contains("<") else { return nil }
      return Self.lastComponent(of: keyPath)
    }

    /// `searchText` for `\Library.searchText`.
    private static func lastComponent(of keyPath: AnyKeyPath) -> String {
      let text = String(describing: keyPath)
      guard let dot = text.lastIndex(of: ".") else { return text }
      return String(text[text.index(after: dot)...])
    }

    /// The name of the object's type, for example `Library`.
    public var typeName: String { String(describing: objectType) }

    /// Whether the event is about `keyPath`.
    ///
    /// - Parameter keyPath: A property of the observed type, for example `\Library.books`.
    /// - Returns: `true` when the event names that property.
    public func matches<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> Bool {
      self.keyPath == keyPath
    }

    /// A one-line description: the kind, the key path (if known) and the type name.
    public var description: String {
      let property = keyPath.map { " \(String(describing: $0))" } ?? ""
      return "\(kind)\(property) on \(typeName)"
    }
  }
}
