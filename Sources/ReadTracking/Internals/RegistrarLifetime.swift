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
/// lock and the table) is created by the first read inside a scope, before the read loads the
/// value. A writer that finds no context after its store publishes nothing, and needs no fence
/// for that: its store and the reader's load of the value are either ordered by whatever makes
/// them safe (a lock, as around custom storage, or sequentially consistent atomics), or they
/// race, which is already a data race on the property. If the store comes first, the reader
/// sees the new value; if the read comes first, the context's creation happens before the
/// writer's load of its address (or precedes it in the single total order of sequentially
/// consistent operations), so the writer sees the context and advances its generation as
/// usual. A sequentially consistent load is a plain load on x86-64 and `ldar` on ARM64.
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
  ///
  /// A load, not a fence: see the type's discussion for why a writer that races no reader of
  /// the value needs none.
  @inlinable
  var contextAfterWrite: Unmanaged<RegistrarContext>? {
    Self.context(at: contextAddress.load(ordering: .sequentiallyConsistent))
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
