public import Synchronization

/// The shared state behind one ``ObservationRegistrar``: the installed scopes, by key path.
///
/// The fast paths read two atomics and take no lock: `generation` advances on every `willSet`,
/// and `observerCount` says whether any scope is installed at all. Installation and writes meet
/// in a Dekker-style handshake: a writer advances `generation` and then loads `observerCount`; an
/// installer raises `observerCount` under the lock and then compares `generation` with the value
/// recorded at the read. With sequentially consistent ordering one of the two always sees the
/// other, so a write racing an installation is never lost (swiftlang/swift #86719).
@usableFromInline
final class RegistrarContext: @unchecked Sendable {
  // Safety: the table is only touched under its lock, which is published once through the
  // `lazyState` compare-exchange; `generation` and `observerCount` are atomics.

  /// The scopes installed on one key path, by scope identity.
  typealias Bucket = [ObjectIdentifier: TrackingScope]

  /// The mutable state, guarded by the mutex.
  ///
  /// Key paths are looked up by object identity first (a pointer comparison); a key path object
  /// not seen before is compared with `==` once and then remembered as an alias of its slot.
  /// Objects have few tracked properties, so linear scans beat hashing key paths.
  struct State: @unchecked Sendable {
    // Safety: only reached through `RegistrarContext.state`'s mutex; the key paths and
    // metatypes it holds are immutable.

    /// Each key path object seen, with its slot; the objects are kept alive by `aliases`.
    var identities: [(id: ObjectIdentifier, slot: Int)] = []
    /// The key path objects of `identities`, retained so that their identities stay unique.
    var aliases: [AnyKeyPath] = []
    /// One key path per slot, compared with `==` when a new key path object appears.
    var slotKeyPaths: [AnyKeyPath] = []
    /// The scopes installed on each slot.
    var buckets: [Bucket] = []
    /// The observed object, learned at the first installation (for `deinit` events).
    var subject: (id: ObjectIdentifier, type: any AnyObject.Type)?
    /// Whether the observed object was deallocated: nothing is installed any more.
    var subjectIsGone = false

    /// The slot of `keyPath`, created if needed.
    mutating func slot(for keyPath: AnyKeyPath) -> Int {
      let id = ObjectIdentifier(keyPath)
      for position in identities.indices where identities[position].id == id {
        return identities[position].slot
      }
      let slot: Int
      if let existing = slotKeyPaths.firstIndex(of: keyPath) {
        slot = existing
      } else {
        slot = slotKeyPaths.count
        slotKeyPaths.append(keyPath)
        buckets.append([:])
      }
      identities.append((id, slot))
      aliases.append(keyPath)
      return slot
    }
  }

  /// Advances on every `willSet`; read at each first access and re-checked at installation.
  @usableFromInline let generation = Atomic<UInt64>(0)
  /// The number of (scope, key path) registrations currently installed.
  @usableFromInline let observerCount = Atomic<Int>(0)
  /// The lock and the table, created on first use (an object nobody observes carries only the
  /// atomics): the address of a retained `Lock`, or 0.
  ///
  /// Published with a compare-exchange rather than `AtomicLazyReference`, whose operations are
  /// out of line and so invisible to the thread sanitizer.
  private let lazyState = Atomic<Int>(0)

  /// The lock and the table of installed scopes.
  var state: Lock<State> {
    let existing = lazyState.load(ordering: .acquiring)
    if existing != 0 { return lock(at: existing) }
    let created = Unmanaged.passRetained(Lock(State()))
    let address = Int(bitPattern: created.toOpaque())
    let (exchanged, original) = lazyState.compareExchange(
      expected: 0, desired: address, ordering: .acquiringAndReleasing)
    if exchanged { return created.takeUnretainedValue() }
    created.release()
    return lock(at: original)
  }

  private func lock(at address: Int) -> Lock<State> {
    // The address is never 0 here and stays retained until this context's deinit.
    Unmanaged<Lock<State>>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
      .takeUnretainedValue()
  }

  @usableFromInline init() {}

  deinit {
    let address = lazyState.load(ordering: .acquiring)
    if address != 0 {
      Unmanaged<Lock<State>>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release()
    }
  }

  /// Ends every registration, because the observed object was deallocated, and delivers a
  /// `deinit` event to the scopes that asked for one.
  func subjectDidDeinit() {
    let (subject, scopes) = state.withLock { state in
      var seen = Set<ObjectIdentifier>()
      var scopes: [TrackingScope] = []
      for slot in state.buckets.indices {
        for (id, scope) in state.buckets[slot] where seen.insert(id).inserted {
          scopes.append(scope)
        }
        state.buckets[slot].removeAll()
      }
      state.subjectIsGone = true
      observerCount.store(0, ordering: .sequentiallyConsistent)
      return (state.subject, scopes)
    }
    guard let subject else { return }
    let event = ObservationTracking.Event(
      kind: .deinit, objectID: subject.id, objectType: subject.type, keyPath: nil)
    for scope in scopes where scope.options.contains(.deinit) {
      scope.fire(event)
    }
  }

  /// Records a read in the calling thread's access list.
  @usableFromInline
  func record(
    in list: UnsafeMutableRawPointer, keyPath: AnyKeyPath, subjectID: ObjectIdentifier,
    subjectType: any AnyObject.Type
  ) {
    Unmanaged<AccessList>.fromOpaque(list).takeUnretainedValue().record(
      context: self, keyPath: keyPath, subjectID: subjectID, subjectType: subjectType)
  }

  /// Tells the calling thread's open scopes about a write this thread is making.
  @usableFromInline
  func noteOwnWrite(in list: UnsafeMutableRawPointer, replacing previous: UInt64) {
    Unmanaged<AccessList>.fromOpaque(list).takeUnretainedValue().noteOwnWrite(
      to: self, replacing: previous)
  }

  /// Installs `scope` on `keyPaths`, unless it already ended or the object was deallocated.
  ///
  /// - Returns: Whether a write happened since `generation` was recorded (the scope must fire).
  func install(_ scope: TrackingScope, _ registration: TrackingScope.Registration) -> Bool {
    let id = ObjectIdentifier(scope)
    return state.withLock { state in
      guard scope.isArmed, !state.subjectIsGone else { return false }
      if state.subject == nil {
        state.subject = (registration.subjectID, registration.subjectType)
      }
      var added = 0
      registration.keyPaths.visit { keyPath in
        let slot = state.slot(for: keyPath)
        if state.buckets[slot].updateValue(scope, forKey: id) == nil { added += 1 }
      }
      observerCount.add(added, ordering: .sequentiallyConsistent)
      return generation.load(ordering: .sequentiallyConsistent) != registration.generation
    }
  }

  /// Removes `scope` from `keyPaths`, except `skipped` (already removed by the caller).
  func remove(
    _ scope: TrackingScope, keyPaths: TrackingScope.KeyPaths, skipping skipped: AnyKeyPath?
  ) {
    let id = ObjectIdentifier(scope)
    // The removed scopes are released after the lock is dropped: a scope's deinit may release
    // user closures, and user code never runs under the lock.
    var removed: [TrackingScope] = []
    state.withLock { state in
      keyPaths.visit { keyPath in
        guard keyPath !== skipped else { return }
        let slot = state.slot(for: keyPath)
        if let scope = state.buckets[slot].removeValue(forKey: id) {
          removed.append(scope)
        }
      }
      observerCount.subtract(removed.count, ordering: .sequentiallyConsistent)
    }
    _ = removed
  }

  /// Claims the scopes on `keyPath` that asked for `kind`, removes them from that key path, and
  /// then, with no lock held, completes them (removing their other registrations) and calls
  /// their handlers.
  @usableFromInline
  func deliver(
    _ kind: ObservationTracking.Event.Kind, keyPath: AnyKeyPath, storage: AnyKeyPath?,
    subjectID: ObjectIdentifier, subjectType: any AnyObject.Type
  ) {
    // At `didSet`, a scope that asked only for `willSet` can still be in the bucket: it was
    // installed during this write, after the `willSet` delivery, and may have read the old
    // value. It fires now, so that no reader is left with a stale value.
    let wanted: ObservationTracking.Options = kind == .willSet ? .willSet : [.willSet, .didSet]
    let claimed = state.withLock { state -> [TrackingScope] in
      let slot = state.slot(for: keyPath)
      var claimed: [TrackingScope] = []
      for scope in state.buckets[slot].values
      where !scope.options.isDisjoint(with: wanted) && scope.claim() {
        claimed.append(scope)
      }
      guard !claimed.isEmpty else { return [] }
      if claimed.count == state.buckets[slot].count {
        state.buckets[slot].removeAll(keepingCapacity: true)
      } else {
        for scope in claimed {
          state.buckets[slot].removeValue(forKey: ObjectIdentifier(scope))
        }
      }
      observerCount.subtract(claimed.count, ordering: .sequentiallyConsistent)
      return claimed
    }
    guard !claimed.isEmpty else { return }
    let event = ObservationTracking.Event(
      kind: kind, objectID: subjectID, objectType: subjectType, keyPath: keyPath,
      storageKeyPath: storage)
    for scope in claimed {
      scope.complete(event, removedFrom: self, keyPath: keyPath)
    }
  }

  /// The number of registrations and of key paths with at least one registration.
  var counts: (observers: Int, keyPaths: Int) {
    state.withLock { state in
      (
        state.buckets.reduce(0) { $0 + $1.count },
        state.buckets.count { !$0.isEmpty }
      )
    }
  }
}
