extension ObservationTracking {
  /// What ended a tracking scope: which object, which property, and when.
  ///
  /// `String(describing: event)` reads like `willSet \Library.searchText on Library`, which is
  /// what a view runtime prints to explain why a view was invalidated. To tell properties apart,
  /// compare with ``matches(_:)``: an event about a `@Tracked` property carries no key path
  /// object (see ``keyPath``).
  ///
  /// `Event` is `Sendable`.
  public struct Event: @unchecked Sendable, CustomStringConvertible {
    // Safety: every stored property is immutable; key paths and metatypes are never mutated
    // after creation, so sharing them across threads is safe. The subject is only used by
    // `matches(_:)`, to read one of its properties, which is what any thread holding the
    // object may do; its thread-safety is the model's own, as for any read.

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
    let property: PropertyKey?
    /// The object that changed, for ``matches(_:)``: held only by events about a `@Tracked`
    /// property, which are named by their storage and compared by reading.
    let subject: AnyObject?

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
      property = keyPath.map(PropertyKey.keyPath)
      subject = nil
    }

    /// The event of a write to `property` of `subject`.
    init(kind: Kind, subject: AnyObject, property: PropertyKey) {
      self.kind = kind
      objectID = ObjectIdentifier(subject)
      objectType = type(of: subject)
      self.property = property
      if case .storage = property {
        self.subject = subject
      } else {
        self.subject = nil
      }
    }

    /// The key path that changed, when it was reported by hand (`willSet(_:keyPath:)`,
    /// `withMutation(of:keyPath:_:)`); `nil` for a `@Tracked` property, for ``Kind/deinit`` and
    /// for ``Kind/changedBeforeInstall``.
    ///
    /// A `@Tracked` property is identified by its storage, without creating a key path on each
    /// write (that would cost a write several times the rest of its work): compare it with
    /// ``matches(_:)`` and name it with ``propertyName``.
    public var keyPath: AnyKeyPath? {
      if case .keyPath(let keyPath) = property { keyPath } else { nil }
    }

    /// The name of the property that changed, such as `searchText`, or `nil` when it is not
    /// known.
    ///
    /// A `@Tracked` property is named from its storage (`_searchText`), found by its offset in
    /// the type's reflection metadata. A key path reported by hand names itself only when it is
    /// a stored property: on Linux a computed property's key path describes itself as
    /// `<computed 0x… (String)>`, so a property whose registrar calls are written by hand has no
    /// name here. ``Kind/deinit`` and ``Kind/changedBeforeInstall`` events have none either.
    ///
    /// - Complexity: O(1) amortized for a `@Tracked` property (the name is cached per type and
    ///   offset); O(*n*) in the length of the key path's description otherwise.
    public var propertyName: String? {
      switch property {
      case .storage(let offset):
        return StorageNames.name(of: objectType, storageAt: Int(offset))
      case .keyPath(let keyPath):
        let text = String(describing: keyPath)
        guard !text.contains("<"), let dot = text.lastIndex(of: ".") else { return nil }
        return String(text[text.index(after: dot)...])
      case nil:
        return nil
      }
    }

    /// The name of the object's type, for example `Library`.
    public var typeName: String { String(describing: objectType) }

    /// Whether the event is about `keyPath`.
    ///
    /// A key path reported by hand is compared with `==`. A `@Tracked` property is compared by
    /// reading `keyPath` on the object (which the event keeps alive) and checking that the read
    /// reaches the property that changed: `\Library.searchText` matches a change of
    /// `searchText`, and so does a computed property that reads it. The read is not recorded in
    /// any tracking scope open on the calling thread.
    ///
    /// - Parameter keyPath: A property of the observed type, for example `\Library.books`.
    /// - Returns: `true` when the event is about that property.
    /// - Complexity: One read of `keyPath`, for a `@Tracked` property.
    public func matches<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> Bool {
      switch property {
      case .storage(let offset):
        guard let subject = subject as? Root else { return false }
        return AccessList.reads(of: subject, keyPath).contains {
          $0.subjectID == objectID && $0.property.tag == PropertyKey.storage(offset: offset).tag
        }
      case .keyPath(let own):
        return own == keyPath
      case nil:
        return false
      }
    }

    /// A one-line description: the kind, the property (if known) and the type name, such as
    /// `willSet \Library.searchText on Library`.
    public var description: String {
      let property: String
      if case .storage = self.property, let name = propertyName {
        property = " \\\(typeName).\(name)"
      } else {
        property = keyPath.map { " \(String(describing: $0))" } ?? ""
      }
      return "\(kind)\(property) on \(typeName)"
    }
  }
}
