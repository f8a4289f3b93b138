public import Synchronization

/// The part of a registrar that lives exactly as long as the observed object, and the context
/// it creates the first time a tracking scope reads the object.
///
/// Only the object's ``ObservationRegistrar`` holds it, so its deinit runs when the object is
/// deallocated; it then tells the context, which ends its registrations and delivers `deinit`
/// events. Scopes keep the context itself alive with strong references, so no weak reference
/// (and no side table on the hot objects) is needed.
///
/// An object that no scope ever read carries only this object: its context (the atomics, the
/// lock and the table) is created by the first read inside a scope. A writer that finds no
/// context publishes nothing, which is safe because it loads the address with a sequentially
/// consistent read-modify-write after its store: a reader that creates the context later sees
/// the stored value, and a reader that created it earlier is seen, so the writer advances the
/// context's generation as usual.
@usableFromInline
final class RegistrarLifetime: Sendable {
  /// The address of the retained ``RegistrarContext``, or 0 before the first read in a scope.
  @usableFromInline let contextAddress = Atomic<Int>(0)

  @usableFromInline init() {}

  deinit {
    guard let context = Self.context(at: contextAddress.load(ordering: .acquiring)) else {
      return
    }
    context._withUnsafeGuaranteedRef { $0.subjectDidDeinit() }
    context.release()
  }

  /// The context at `address`, unretained, or `nil` for 0.
  @inlinable
  static func context(at address: Int) -> Unmanaged<RegistrarContext>? {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
    return Unmanaged.fromOpaque(pointer)
  }

  /// The context, if a scope ever read the object; kept alive by this object until its deinit.
  @inlinable
  var context: Unmanaged<RegistrarContext>? {
    Self.context(at: contextAddress.load(ordering: .acquiring))
  }

  /// The context, created if needed, for a read inside a scope.
  ///
  /// The creation is a sequentially consistent compare-exchange, before the read loads the
  /// generation and the value: see the type's discussion.
  @inlinable
  var contextForRead: Unmanaged<RegistrarContext> {
    context ?? makeContext()
  }

  /// The context a write must publish to, loaded after the write's store, or `nil` when no
  /// scope ever read the object.
  @inlinable
  var contextAfterWrite: Unmanaged<RegistrarContext>? {
    if let context { return context }
    // The read-modify-write orders the store before any later creation of the context.
    return Self.context(
      at: contextAddress.wrappingAdd(0, ordering: .sequentiallyConsistent).oldValue)
  }

  @usableFromInline
  @inline(never)
  func makeContext() -> Unmanaged<RegistrarContext> {
    let created = Unmanaged.passRetained(RegistrarContext())
    let (exchanged, original) = contextAddress.compareExchange(
      expected: 0, desired: Int(bitPattern: created.toOpaque()), ordering: .sequentiallyConsistent)
    if exchanged { return created }
    created.release()
    // Non-zero: another reader created it first.
    return Self.context(at: original)!
  }
}
