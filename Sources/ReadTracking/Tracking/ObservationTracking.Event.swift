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
