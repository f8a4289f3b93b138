/// A stored property of an ``Observable`` class whose reads and writes are reported to the
/// object's registrar.
///
/// Reading records the property in the tracking scope open on the calling thread, if any.
/// Assigning notifies the scopes that read it, according to the property's
/// ``TrackedChangePolicy`` (by default, an equal `Equatable` value or the identical object does
/// not notify). An in-place mutation (`books.append(book)`) always notifies and does not copy
/// the value.
///
/// ```swift
/// final class Library: Observable {
///   let observationRegistrar = ObservationRegistrar()
///   @Tracked var books: [Book] = []
///   @Tracked var searchText = ""
///   @Tracked(.always) var lastSync = 0   // notify even when the same value is stored again
/// }
/// ```
///
/// `Tracked` is `Sendable` when `Value` is. It works only on properties of classes that conform
/// to ``Observable``; the property itself is no more thread-safe than a plain stored property.
@propertyWrapper
public struct Tracked<Value> {
  @usableFromInline var value: Value
  @usableFromInline let policy: TrackedChangePolicy<Value>

  /// Creates a tracked property with an explicit change policy.
  ///
  /// - Parameters:
  ///   - wrappedValue: The initial value.
  ///   - policy: When an assignment notifies.
  @inlinable
  public init(wrappedValue: Value, _ policy: TrackedChangePolicy<Value>) {
    value = wrappedValue
    self.policy = policy
  }

  /// Creates a tracked property whose every assignment notifies (the value is not comparable).
  ///
  /// - Parameter wrappedValue: The initial value.
  @inlinable
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, .always)
  }

  /// The property's value; unavailable, because access goes through the enclosing object.
  @available(*, unavailable, message: "@Tracked is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Tracked is only available on properties of classes") }
    set { fatalError("@Tracked is only available on properties of classes") }
  }

  /// Reads, writes or mutates the property of `object`, reporting to its registrar.
  ///
  /// - Parameters:
  ///   - object: The object that owns the property.
  ///   - wrappedKeyPath: The property as seen by users (unused: events name the property from
  ///     its storage, see ``ObservationTracking/Event/propertyName``).
  ///   - storageKeyPath: The wrapper's storage inside `object`.
  /// - Complexity: O(1); a read outside any tracking scope costs one thread-local load more than
  ///   a plain stored property.
  @inlinable
  public static subscript<Subject: Observable>(
    _enclosingInstance object: Subject,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Subject, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Subject, Self>
  ) -> Value {
    // The property is identified by its storage offset, which the optimizer folds to a constant,
    // and `storageKeyPath` is only applied (which the optimizer folds into a field access): no
    // accessor uses a key path as a value, so the compiler creates none. A key path used on any
    // path, even a rare one, is created at the top of the accessor, and that alone would cost a
    // write with no observers several times the rest (events name the property from its offset).
    @inline(__always) get {
      if let list = ObservationRegistrar.currentAccessList {
        object.observationRegistrar.access(
          object, storageOffset: storageOffset(in: object, storageKeyPath), in: list)
      }
      return object[keyPath: storageKeyPath].value
    }
    @inline(__always) set {
      let registrar = object.observationRegistrar
      if !registrar.hasObservers {
        // Nobody to notify, so no comparison: store, then publish the write (a scope that is
        // being installed right now still learns about it, as `didSet` documents).
        let offset = withUnsafeMutablePointer(to: &object[keyPath: storageKeyPath]) { storage in
          storage.pointee.value = newValue
          return offsetOf(storage, in: object)
        }
        registrar.didSet(object, storageOffset: offset)
        return
      }
      let storage = object[keyPath: storageKeyPath]
      if storage.policy.isUnchanged(storage.value, newValue) {
        object[keyPath: storageKeyPath].value = newValue
        return
      }
      let offset = storageOffset(in: object, storageKeyPath)
      registrar.willSet(object, storageOffset: offset)
      defer { registrar.didSet(object, storageOffset: offset) }
      object[keyPath: storageKeyPath].value = newValue
    }
    @inline(__always) _modify {
      let registrar = object.observationRegistrar
      let offset = storageOffset(in: object, storageKeyPath)
      if let list = ObservationRegistrar.currentAccessList {
        registrar.access(object, storageOffset: offset, in: list)
      }
      registrar.willSet(object, storageOffset: offset)
      defer { registrar.didSet(object, storageOffset: offset) }
      yield &object[keyPath: storageKeyPath].value
    }
  }

  /// The byte offset of the property's storage in `object`: its identity for the registrar.
  ///
  /// The access is exclusive but instantaneous, and nothing is read or written.
  @inlinable
  static func storageOffset<Subject: Observable>(
    in object: Subject, _ storageKeyPath: ReferenceWritableKeyPath<Subject, Self>
  ) -> Int {
    withUnsafeMutablePointer(to: &object[keyPath: storageKeyPath]) { offsetOf($0, in: object) }
  }

  /// The byte offset of `storage` in `object`.
  @inlinable
  static func offsetOf(_ storage: UnsafeMutablePointer<Self>, in object: AnyObject) -> Int {
    UnsafeRawPointer(storage) - UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
  }
}

extension Tracked where Value: Equatable {
  /// Creates a tracked property that does not notify when an equal value is assigned.
  ///
  /// - Parameter wrappedValue: The initial value.
  @inlinable
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, .unlessEqual)
  }
}

extension Tracked where Value: AnyObject {
  /// Creates a tracked property that does not notify when the identical object is assigned.
  ///
  /// - Parameter wrappedValue: The initial value.
  @inlinable
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, .unlessIdentical)
  }
}

extension Tracked where Value: AnyObject & Equatable {
  /// Creates a tracked property that does not notify when an equal object is assigned (`==`,
  /// as the toolchain's macro does for `Equatable` classes).
  ///
  /// - Parameter wrappedValue: The initial value.
  @inlinable
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, .unlessEqual)
  }
}

extension Tracked: Sendable where Value: Sendable {}
