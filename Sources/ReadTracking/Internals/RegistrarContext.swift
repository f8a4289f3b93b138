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
  // Safety: `scopes` is only touched under its `Mutex`; `generation` and `observerCount` are
  // atomics; nothing else is mutable.

  /// The scopes installed on one key path, by scope identity.
  typealias Bucket = [ObjectIdentifier: TrackingScope]

  /// The mutable state, guarded by the mutex.
  struct State: @unchecked Sendable {
    // Safety: only reached through `RegistrarContext.state`'s mutex; the key paths and
    // metatypes it holds are immutable.
    var buckets: [AnyKeyPath: Bucket] = [:]
    var subject: (id: ObjectIdentifier, type: any AnyObject.Type)?
  }

  /// Advances on every `willSet`; read at each first access and re-checked at installation.
  @usableFromInline let generation = Atomic<UInt64>(0)
  /// The number of (scope, key path) registrations currently installed.
  @usableFromInline let observerCount = Atomic<Int>(0)
  let state = Mutex(State())

  @usableFromInline init() {}

  deinit {
    let state = state.withLock { $0 }
    guard let subject = state.subject else { return }
    var seen = Set<ObjectIdentifier>()
    var scopes: [TrackingScope] = []
    for bucket in state.buckets.values {
      for (id, scope) in bucket where seen.insert(id).inserted {
        scopes.append(scope)
      }
    }
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

  /// Installs `scope` on `keyPaths`, unless it already ended.
  ///
  /// - Returns: Whether a write happened since `generation` was recorded (the scope must fire).
  func install(
    _ scope: TrackingScope, keyPaths: [AnyKeyPath], generation recorded: UInt64,
    subject: (id: ObjectIdentifier, type: any AnyObject.Type)
  ) -> Bool {
    let id = ObjectIdentifier(scope)
    return state.withLock { state in
      guard scope.isArmed else { return false }
      if state.subject == nil { state.subject = subject }
      var added = 0
      for keyPath in keyPaths
      where state.buckets[keyPath, default: [:]].updateValue(
        scope, forKey: id) == nil
      {
        added += 1
      }
      observerCount.add(added, ordering: .sequentiallyConsistent)
      return generation.load(ordering: .sequentiallyConsistent) != recorded
    }
  }

  /// Removes `scope` from `keyPaths`.
  func remove(_ scope: TrackingScope, keyPaths: [AnyKeyPath]) {
    let id = ObjectIdentifier(scope)
    // The removed scopes are released after the lock is dropped: a scope's deinit may release
    // user closures, and user code never runs under the lock.
    var removed: [TrackingScope] = []
    state.withLock { state in
      for keyPath in keyPaths {
        if let scope = state.buckets[keyPath]?.removeValue(forKey: id) {
          removed.append(scope)
        }
      }
      observerCount.subtract(removed.count, ordering: .sequentiallyConsistent)
    }
    _ = removed
  }

  /// The scopes on `keyPath` that asked for `kind`.
  func scopes(
    observing keyPath: AnyKeyPath, for kind: ObservationTracking.Options
  ) -> [TrackingScope] {
    state.withLock { state in
      guard let bucket = state.buckets[keyPath] else { return [] }
      return bucket.values.filter { $0.options.contains(kind) }
    }
  }

  /// Delivers a `willSet` or `didSet` event to the scopes that asked for it.
  @usableFromInline
  func deliver(
    _ kind: ObservationTracking.Event.Kind, keyPath: AnyKeyPath, subjectID: ObjectIdentifier,
    subjectType: any AnyObject.Type
  ) {
    let scopes = scopes(observing: keyPath, for: kind == .willSet ? .willSet : .didSet)
    guard !scopes.isEmpty else { return }
    let event = ObservationTracking.Event(
      kind: kind, objectID: subjectID, objectType: subjectType, keyPath: keyPath)
    for scope in scopes {
      scope.fire(event)
    }
  }

  /// The number of registrations and of key paths with at least one registration.
  var counts: (observers: Int, keyPaths: Int) {
    state.withLock { state in
      (
        state.buckets.values.reduce(0) { $0 + $1.count },
        state.buckets.values.count { !$0.isEmpty }
      )
    }
  }
}
