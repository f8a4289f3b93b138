public import CReadTrackingSupport
public import Synchronization

/// Records reads of an observable object's properties and notifies the scopes that read them
/// when they change.
///
/// `@Tracked` calls the registrar for you. Computed properties and custom storage call it by
/// hand — `access(_:keyPath:)` in the getter and `withMutation(of:keyPath:_:)` (or
/// `willSet(_:keyPath:)` and `didSet(_:keyPath:)`) in the setter:
///
/// ```swift
/// final class Thermometer: Observable {
///   let observationRegistrar = ObservationRegistrar()
///   private let storage = Mutex(0.0)  // custom storage, safe across threads
///
///   var celsius: Double {
///     get {
///       observationRegistrar.access(self, keyPath: \.celsius)
///       return storage.withLock { $0 }
///     }
///     set {
///       observationRegistrar.withMutation(of: self, keyPath: \.celsius) {
///         storage.withLock { $0 = newValue }
///       }
///     }
///   }
///
///   // A computed property over tracked storage needs nothing: reading `celsius` is reported.
///   var fahrenheit: Double { celsius * 9 / 5 + 32 }
/// }
/// ```
///
/// A `@Tracked` property is identified by its storage, not by its key path: report a property
/// by hand only if it is declared by hand (a hand-written `willSet(_:keyPath:)` for a `@Tracked`
/// property's key path does not reach the scopes that read it through the property).
///
/// `ObservationRegistrar` is `Sendable`: every method may be called from any thread.
///
/// > Important: Observers run synchronously inside `willSet` / `didSet`, on the writing thread,
/// > with no lock held.
public struct ObservationRegistrar: Sendable {
  // Held only by the observed object: its deinit is the object's, and reports `deinit` events.
  // Scopes hold its context, never this, so they neither keep it alive nor need weak references.
  @usableFromInline let lifetime: RegistrarLifetime

  /// Creates a registrar with no observers.
  public init() {
    lifetime = RegistrarLifetime()
  }

  /// Reports that `keyPath` of `subject` was read.
  ///
  /// The read is recorded only when a tracking scope is open on the calling thread; otherwise
  /// this is one thread-local load.
  ///
  /// - Parameters:
  ///   - subject: The object whose property was read.
  ///   - keyPath: The property.
  /// - Complexity: O(1) outside a scope; inside one, O(1) for a repeated read and O(1)
  ///   amortized otherwise.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    guard let list = readtracking_current() else { return }
    access(subject, property: .keyPath(keyPath), in: list)
  }

  /// Records a read of the `@Tracked` property stored at `offset` in `subject`, in `list` (the
  /// calling thread's current access list).
  @inlinable
  func access<Subject: Observable>(
    _ subject: Subject, storageOffset offset: Int, in list: UnsafeMutableRawPointer
  ) {
    access(subject, property: .storage(at: offset), in: list)
  }

  /// Records a read of `property` of `subject` in `list` (the calling thread's current access
  /// list), unless it is the last read recorded on this thread.
  ///
  /// Always inlined, so that each caller compares with its own kind of tag.
  @inlinable @inline(__always)
  func access<Subject: Observable>(
    _ subject: Subject, property: PropertyKey, in list: UnsafeMutableRawPointer
  ) {
    let context = lifetime.contextForRead
    if !readtracking_is_last(context.toOpaque(), UnsafeRawPointer(bitPattern: property.tag)) {
      context._withUnsafeGuaranteedRef {
        $0.record(
          in: list, property: property, subjectID: ObjectIdentifier(subject),
          subjectType: type(of: subject))
      }
    }
  }

  /// Reports that `keyPath` of `subject` is about to change, and notifies the scopes that read it
  /// and asked for `willSet`.
  ///
  /// Every `willSet(_:keyPath:)` must be followed by `didSet(_:keyPath:)` once the value is
  /// stored: the write is published to racing installations there.
  ///
  /// > Important: The scopes' handlers run before this returns, on the calling thread, with no
  /// > lock held.
  ///
  /// - Parameters:
  ///   - subject: The object whose property is about to change.
  ///   - keyPath: The property.
  /// - Complexity: One atomic load when nothing observes the object.
  @inlinable
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    willSet(subject, property: .keyPath(keyPath))
  }

  /// `willSet(_:keyPath:)` for the `@Tracked` property stored at `offset` in `subject`.
  @inlinable
  func willSet<Subject: Observable>(_ subject: Subject, storageOffset offset: Int) {
    willSet(subject, property: .storage(at: offset))
  }

  @inlinable
  func willSet<Subject: Observable>(_ subject: Subject, property: PropertyKey) {
    // No context: no scope ever read the object, so none is installed.
    lifetime.context?._withUnsafeGuaranteedRef { context in
      if context.observerCount.load(ordering: .sequentiallyConsistent) != 0 {
        context.deliver(.willSet, property: property, subject: subject)
      }
    }
  }

  /// Reports that `keyPath` of `subject` changed, and notifies the scopes that read it and asked
  /// for `didSet`.
  ///
  /// > Important: The scopes' handlers run before this returns, on the calling thread, with no
  /// > lock held.
  ///
  /// - Parameters:
  ///   - subject: The object whose property changed.
  ///   - keyPath: The property.
  /// - Complexity: One atomic increment when nothing observes the object, and only a load when
  ///   no scope ever read it.
  @inlinable
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    didSet(subject, property: .keyPath(keyPath))
  }

  /// `didSet(_:keyPath:)` for the `@Tracked` property stored at `offset` in `subject`.
  @inlinable
  func didSet<Subject: Observable>(_ subject: Subject, storageOffset offset: Int) {
    didSet(subject, property: .storage(at: offset))
  }

  @inlinable
  func didSet<Subject: Observable>(_ subject: Subject, property: PropertyKey) {
    // The write is published here, after the store: a scope that read before this point and is
    // installed after it sees the new generation and fires at once; a scope installed before
    // it is in the table and fires below, even if it asked only for willSet (it may have read
    // the old value between the willSet delivery and the store).
    // With no context, no scope ever read the object: there is nothing to publish to, and a
    // reader that creates the context later sees the new value (see `RegistrarLifetime`).
    lifetime.contextAfterWrite?._withUnsafeGuaranteedRef { context in
      let previous = context.generation.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue
      if let list = readtracking_current() {
        context.noteOwnWrite(in: list, replacing: previous)
      }
      if context.observerCount.load(ordering: .sequentiallyConsistent) != 0 {
        context.deliver(.didSet, property: property, subject: subject)
      }
    }
  }

  /// Performs `mutation` between `willSet(_:keyPath:)` and `didSet(_:keyPath:)`.
  ///
  /// `didSet` is delivered even when `mutation` throws.
  ///
  /// - Parameters:
  ///   - subject: The object whose property changes.
  ///   - keyPath: The property.
  ///   - mutation: The code that stores the new value.
  /// - Returns: What `mutation` returned.
  /// - Throws: What `mutation` throws.
  /// - Complexity: One atomic increment and one atomic load when nothing observes the object,
  ///   and only loads when no scope ever read it.
  @inlinable
  public func withMutation<Subject: Observable, Member, Result, Failure: Error>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    willSet(subject, keyPath: keyPath)
    defer { didSet(subject, keyPath: keyPath) }
    return try mutation()
  }

  /// The calling thread's current access list, or `nil` outside any tracking scope.
  @inlinable
  static var currentAccessList: UnsafeMutableRawPointer? { readtracking_current() }

  /// Whether any scope is installed on this registrar right now.
  @inlinable
  var hasObservers: Bool {
    lifetime.context?._withUnsafeGuaranteedRef {
      $0.observerCount.load(ordering: .sequentiallyConsistent) != 0
    } ?? false
  }

  /// The strong references to the context that scopes share, or `nil` before a scope read the
  /// object: a test hook (the count includes whatever reference the runtime takes to read it).
  package var contextReferenceCount: Int? {
    lifetime.context.map { Int(_getRetainCount($0.takeUnretainedValue())) }
  }

  /// The bytes of the lock and table a registrar makes once a scope observes its object,
  /// header included: a test hook.
  package static var observedStateSize: Int { RegistrarContext.LockedState.size }

  /// The number of (scope, property) registrations installed and of property slots observed by
  /// any scope: a test hook.
  package var registrationCounts: (registrations: Int, slots: Int) {
    lifetime.context?._withUnsafeGuaranteedRef { $0.registrationCounts } ?? (0, 0)
  }
}
