extension ObservationTracking {
  /// What an observation was told: its ``kind``, and which object and property changed.
  ///
  /// This is SE-0506's event (``kind``, ``matches(_:)``, ``cancel()``), with more: the object's
  /// identity and type, the property's name, and a description such as
  /// `willSet \Library.searchText on Library`, which is what a view runtime prints to explain
  /// why a view was invalidated. To tell properties apart, compare with ``matches(_:)``: an
  /// event about a `@Tracked` property carries no key path object (see ``keyPath``).
  ///
  /// Unlike SE-0506's, the event is copyable and `Sendable`, so it can be kept (code written
  /// for SE-0506, which takes it `borrowing`, compiles unchanged).
  public struct Event: @unchecked Sendable, CustomStringConvertible {
    // Safety: every stored property is immutable once the event is delivered; key paths and
    // metatypes are never mutated after creation, so sharing them across threads is safe. The
    // subject is only used by `matches(_:)`, to read one of its properties, which is what any
    // thread holding the object may do; its thread-safety is the model's own, as for any read.
    // The owner is `Sendable`.

    /// When an event is delivered: SE-0506's `initial`, `willSet`, `didSet` and `deinit`.
    ///
    /// A structure with static members, as in SE-0506, so a `switch` over it needs a `default`.
    ///
    /// `Kind` is `Sendable`.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
      // Inlinable, so that a registrar's inlined `willSet` and `didSet` name their kind without
      // a call.
      @usableFromInline
      enum Raw: UInt8, Sendable {
        case initial, willSet, didSet, `deinit`
      }

      @usableFromInline let raw: Raw

      @inlinable
      init(_ raw: Raw) {
        self.raw = raw
      }

      /// The first call of a continuous observation, before any change.
      @inlinable public static var initial: Kind { Kind(.initial) }
      /// A property is about to change; the old value is still visible.
      @inlinable public static var willSet: Kind { Kind(.willSet) }
      /// A property changed; the new value is visible.
      @inlinable public static var didSet: Kind { Kind(.didSet) }
      /// An object the observation read from was deallocated.
      @inlinable public static var `deinit`: Kind { Kind(.deinit) }

      /// Formerly the kind of a write that raced an installation; such a write is now delivered
      /// as ``willSet`` (or ``didSet``) with ``ObservationTracking/Event/changedBeforeInstall``
      /// set.
      @available(
        *, unavailable,
        message: "delivered as .willSet or .didSet, with Event.changedBeforeInstall set"
      )
      public static var changedBeforeInstall: Kind { Kind(.didSet) }

      /// The kind's name, such as `willSet`.
      public var description: String {
        switch raw {
        case .initial: "initial"
        case .willSet: "willSet"
        case .didSet: "didSet"
        case .deinit: "deinit"
        }
      }
    }

    /// When the event was delivered.
    public private(set) var kind: Kind
    /// The identity of the object that changed or was deallocated; `nil` for ``Kind/initial``.
    public let objectID: ObjectIdentifier?
    /// The dynamic type of that object; `nil` for ``Kind/initial``.
    public let objectType: (any AnyObject.Type)?
    /// Whether the object was written on another thread between the observation's read and its
    /// installation, so that it was told at once, as it was installed.
    ///
    /// Which property changed is then not known (``keyPath`` and ``propertyName`` are `nil`,
    /// ``matches(_:)`` is `false`) and the new value is visible, whatever the ``kind``.
    public let changedBeforeInstall: Bool
    /// The property that changed, or `nil` for ``Kind/deinit`` and a change before
    /// installation.
    let property: PropertyKey?
    /// The object that changed, for ``matches(_:)``: held only by events about a `@Tracked`
    /// property, which are named by their storage and compared by reading.
    let subject: AnyObject?
    /// What ``cancel()`` cancels: the observation that delivered the event.
    var owner: (any ObservationCancelling)?

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
      changedBeforeInstall = false
    }

    /// The event of the first call of a continuous observation: no object, no property.
    static var initial: Event {
      Event(kind: .initial, objectID: nil, objectType: nil, property: nil, changed: false)
    }

    private init(
      kind: Kind, objectID: ObjectIdentifier?, objectType: (any AnyObject.Type)?,
      property: PropertyKey?, changed: Bool
    ) {
      self.kind = kind
      self.objectID = objectID
      self.objectType = objectType
      self.property = property
      subject = nil
      changedBeforeInstall = changed
    }

    /// The event of a write that raced the installation of a scope: the property is not known.
    init(
      changedBeforeInstall kind: Kind, objectID: ObjectIdentifier, objectType: any AnyObject.Type
    ) {
      self.init(
        kind: kind, objectID: objectID, objectType: objectType, property: nil, changed: true)
    }

    /// The same event, with another kind, told by `owner`.
    func delivered(as kind: Kind, by owner: any ObservationCancelling) -> Event {
      var event = self
      event.kind = kind
      event.owner = owner
      return event
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
      changedBeforeInstall = false
    }

    /// The key path that changed, when it was reported by hand (`willSet(_:keyPath:)`,
    /// `withMutation(of:keyPath:_:)`); `nil` for a `@Tracked` property, for ``Kind/deinit`` and
    /// for a change before installation (``changedBeforeInstall``).
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
    /// name here. ``Kind/deinit`` events and changes before installation have none either.
    ///
    /// - Complexity: O(1) amortized for a `@Tracked` property (the name is cached per type and
    ///   offset); O(*n*) in the length of the key path's description otherwise.
    public var propertyName: String? {
      switch property {
      case .storage(let offset):
        return objectType.flatMap { StorageNames.name(of: $0, storageAt: Int(offset)) }
      case .keyPath(let keyPath):
        let text = String(describing: keyPath)
        guard !text.contains("<"), let dot = text.lastIndex(of: ".") else { return nil }
        return String(text[text.index(after: dot)...])
      case nil:
        return nil
      }
    }

    /// The name of the object's type, for example `Library`; empty for ``Kind/initial``.
    ///
    /// - Complexity: O(1) amortized (the name is cached per type).
    public var typeName: String { objectType.map { TypeNames.name(of: $0) } ?? "" }

    /// Whether the event is about `keyPath`, as SE-0506's `matches(_:)`.
    ///
    /// A key path reported by hand is compared with `==`. A `@Tracked` property is compared by
    /// reading `keyPath` on the object (which the event keeps alive) and checking that the read
    /// reaches the property that changed: `\Library.searchText` matches a change of
    /// `searchText`, and so does a computed property that reads it. The read is not recorded in
    /// any tracking scope open on the calling thread. A ``Kind/deinit`` event matches nothing.
    ///
    /// - Parameter keyPath: A property of the observed type, for example `\Library.books`.
    /// - Returns: `true` when the event is about that property.
    /// - Complexity: One read of `keyPath`, for a `@Tracked` property.
    public func matches(_ keyPath: PartialKeyPath<some Observable>) -> Bool {
      switch property {
      case .storage(let offset):
        guard let subject = subject else { return false }
        return reads(subject, keyPath, storageTag: PropertyKey.storage(offset: offset).tag)
      case .keyPath(let own):
        return own == keyPath
      case nil:
        return false
      }
    }

    /// Whether reading `keyPath` on `subject` reads the storage whose tag is `tag`.
    private func reads<Root>(
      _ subject: AnyObject, _ keyPath: PartialKeyPath<Root>, storageTag tag: UInt
    ) -> Bool {
      guard let subject = subject as? Root else { return false }
      return AccessList.reads(of: subject, keyPath).contains {
        $0.subjectID == objectID && $0.property.tag == tag
      }
    }

    /// Ends the observation that delivered this event: it delivers nothing more.
    ///
    /// As in SE-0506: cancelling at the `willSet` of an observation that also asked for
    /// `didSet` suppresses that `didSet`; cancelling from a continuous observation's `apply`
    /// stops it, as cancelling its token does. A one-shot observation that delivered its last
    /// event has nothing left to cancel.
    public func cancel() {
      owner?.cancelObservation()
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
      return objectType == nil ? "\(kind)" : "\(kind)\(property) on \(typeName)"
    }
  }
}
