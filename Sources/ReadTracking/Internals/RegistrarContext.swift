import CReadTrackingSupport
public import Synchronization

/// The shared state behind one ``ObservationRegistrar``: the installed scopes and what they read.
///
/// The fast paths use two atomics and take no lock: `generation` advances at every `didSet`
/// (after the store), and `observerCount` says whether any scope is installed at all.
/// Installation and writes meet in a Dekker-style handshake: a writer advances `generation` and
/// then loads `observerCount`; an installer raises `observerCount` under the lock and then
/// compares `generation` with the value recorded at the read. With sequentially consistent
/// ordering one of the two always sees the other: either the installer fires at once, or the
/// writer's `didSet` finds the scope in the table and fires it. So a write racing an
/// installation is never lost (swiftlang/swift #86719), even when the read happened between the
/// write's `willSet` and its store.
@usableFromInline
final class RegistrarContext: @unchecked Sendable {
  // Safety: the table is only touched under its lock, which is published once through the
  // `lazyState` compare-exchange; `generation` and `observerCount` are atomics.

  /// Advances at every `didSet`; read at each first access and re-checked at installation.
  @usableFromInline let generation = Atomic<UInt64>(0)
  /// The number of scopes currently installed.
  ///
  /// Written only under the lock: raised with a sequentially consistent read-modify-write (the
  /// installer's half of the handshake), lowered with a plain releasing store of the table's
  /// count (a writer that still sees the higher count only takes the lock for nothing).
  @usableFromInline let observerCount = Atomic<Int>(0)
  /// The lock and the table, created on first installation (an object that scopes read but
  /// none observes yet carries only the atomics): the address of a retained ``LockedState``, or
  /// 0.
  ///
  /// Published with a compare-exchange rather than `AtomicLazyReference`, whose operations are
  /// out of line and so invisible to the thread sanitizer.
  private let lazyState = Atomic<Int>(0)

  /// Runs `body` with exclusive access to the table of installed scopes.
  ///
  /// The lock is reached without retaining it: this context keeps it alive until its deinit.
  ///
  /// > Important: `body` must not call user code: the lock is held.
  func withState<Result>(_ body: (inout State) -> Result) -> Result {
    var address = lazyState.load(ordering: .acquiring)
    if address == 0 {
      let created = Unmanaged.passRetained(LockedState.make())
      let (exchanged, original) = lazyState.compareExchange(
        expected: 0, desired: Int(bitPattern: created.toOpaque()), ordering: .acquiringAndReleasing)
      if exchanged {
        address = Int(bitPattern: created.toOpaque())
      } else {
        created.release()
        address = original
      }
    }
    // The address is never 0 here and stays retained until this context's deinit.
    return Unmanaged<LockedState>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
      ._withUnsafeGuaranteedRef { $0.withLock(body) }
  }

  @usableFromInline init() {}

  /// A context nothing is ever installed in: the registration of the tokens that observe
  /// nothing (``ObservationScope/empty`` and a continuous observation's).
  static let detached = RegistrarContext()

  deinit {
    let address = lazyState.load(ordering: .acquiring)
    if address != 0 {
      Unmanaged<LockedState>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release()
    }
  }

  /// Ends every registration, because the observed object was deallocated, and delivers a
  /// `deinit` event to the scopes that asked for one.
  func subjectDidDeinit() {
    // The scopes come with references (released when `scopes` goes, after the handlers ran);
    // those that asked for `deinit` are claimed under the lock, as every claim of a scope
    // registered here alone must be.
    let (subject, scopes, claimed) = withState { state in
      let scopes = state.scopes.removeAll(in: self)
      state.subjectIsGone = true
      observerCount.store(0, ordering: .sequentiallyConsistent)
      let claimed = scopes.filter { $0.options.contains(.deinit) && $0.claimUnderLock() }
      return (state.subject, scopes, claimed)
    }
    guard let subject else { return }
    let event = ObservationTracking.Event(
      kind: .deinit, objectID: subject.id, objectType: subject.type, keyPath: nil)
    for scope in claimed {
      scope.finish(event, removedFrom: self)
    }
    withExtendedLifetime(scopes) {}
  }

  /// Records a read in the calling thread's access list.
  @usableFromInline
  func record(
    in list: UnsafeMutableRawPointer, property: PropertyKey, subjectID: ObjectIdentifier,
    subjectType: any AnyObject.Type
  ) {
    AccessList.at(list).pointee.reads.record(
      context: self, property: property, subjectID: subjectID, subjectType: subjectType)
  }

  /// Tells the calling thread's open scopes about a write this thread is making.
  @usableFromInline
  func noteOwnWrite(in list: UnsafeMutableRawPointer, replacing previous: UInt64) {
    AccessList.noteOwnWrite(from: AccessList.at(list), to: self, replacing: previous)
  }

  /// What ``install(_:cells:reads:adopting:)`` did.
  enum Installation {
    /// Nothing was installed: the scope had ended, the object was deallocated, or nothing was
    /// read. An adopted reference stays the caller's.
    case skipped
    /// The registration is installed; no write raced it (or one did, but the scope asks for no
    /// write events). An adopted reference is the table's now: the caller must not touch the
    /// scope again, since any writer may end it at once.
    case installed
    /// A write happened since the earliest generation recorded by the reads, and the scope has
    /// several registrations: this one is installed, and the caller fires the scope.
    case raced
    /// A write happened since the earliest generation recorded by the reads, and the scope is
    /// registered here alone: it was claimed and removed again under the lock (as every claim
    /// of such a scope, see ``ObservationScope/claimUnderLock()``). The caller calls the
    /// handler, and owns the reference the table took or adopted (a token's table takes none).
    case claimedAfterRace
  }

  /// Installs the registration of `scope` whose cells are `cells`, observing the properties of
  /// `reads` (the reads of this registrar, one per cell, in cell order), unless the scope
  /// already ended or the object was deallocated.
  ///
  /// The entries are read in place (not copied out, which would retain and release each one's
  /// context and key path).
  ///
  /// - Parameters:
  ///   - scope: The scope.
  ///   - cells: The cells of its registration in this registrar.
  ///   - reads: The reads of this registrar.
  ///   - adopting: Whether the table takes over a reference the caller owns instead of
  ///     retaining the scope (see ``Installation``).
  /// - Returns: What was done.
  func install(
    _ scope: ObservationScope, cells: Range<Int32>, reads: UnsafeBufferPointer<AccessList.Entry>,
    adopting: Bool = false
  ) -> Installation {
    withState { state in
      guard scope.isArmed, !state.subjectIsGone, !reads.isEmpty else { return .skipped }
      if state.subject == nil { state.subject = (reads[0].subjectID, reads[0].subjectType) }
      var cell = cells.lowerBound
      var recorded = reads[0].generation
      for index in reads.indices {
        let slot = state.slot(for: reads[index].property)
        state.scopes.insert(scope, cells: cells, cell: cell, slot: slot, adopting: adopting)
        cell += 1
        recorded = min(recorded, reads[index].generation)
      }
      observerCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
      guard generation.load(ordering: .sequentiallyConsistent) != recorded else {
        return .installed
      }
      guard scope.hasOneRegistration else { return .raced }
      return takeBack(raced: scope, cells: cells, from: &state)
    }
  }

  /// Whether `scope`, which is registered here alone, with one cell per read of `reads`, is
  /// armed and installed on exactly the properties of `reads` (all of them reads of this
  /// registrar), one per cell in cell order, and no write was made here since the earliest of
  /// the reads.
  ///
  /// Then the scope observes what a scope installed for `reads` would, and installing one would
  /// neither fire it at once nor miss a write: a write to one of its properties since it was
  /// installed would have ended it (every delivery claims it under this lock), and a write to
  /// another property since the reads would have made the new one fire as raced, so that case
  /// answers `false` too.
  ///
  /// `reads` is `inout` only to be read in place (see ``AccessList/Reads/everyEntry(_:)``).
  func isInstalled(_ scope: ObservationScope, exactlyOn reads: inout AccessList.Reads) -> Bool {
    withState { state in
      guard scope.isArmed, !state.subjectIsGone else { return false }
      var cell: Int32 = 0
      var recorded = UInt64.max
      let matches = reads.everyEntry { read in
        defer { cell += 1 }
        recorded = min(recorded, read.generation)
        guard read.context === self, let slot = state.existingSlot(for: read.property) else {
          return false
        }
        let place = scope.cell(cell)
        return place.position >= 0 && Int(place.slot) == slot
      }
      return matches && generation.load(ordering: .sequentiallyConsistent) == recorded
    }
  }

  /// Claims and removes again, under the lock, a scope registered here alone whose installation
  /// a write raced, unless it asks for no write event (then it stays installed).
  ///
  /// Out of line: inlined, it made `install` too large to be inlined itself, which cost every
  /// installation about 100 instructions (`registrar-bench --case reinstall`).
  @inline(never)
  private func takeBack(
    raced scope: ObservationScope, cells: Range<Int32>, from state: inout State
  ) -> Installation {
    guard scope.asksForWrites else { return .installed }
    _ = scope.claimUnderLock()
    _ = state.scopes.remove(scope, cells: cells)
    observerCount.store(state.scopes.count, ordering: .releasing)
    return .claimedAfterRace
  }

  /// Claims `scope`, registered here alone with the cells `cells`, and removes its registration
  /// if it is still installed (the object's deinit may have removed it already); does nothing if
  /// the scope already ended.
  ///
  /// The claim is made under the lock, with a load and a store (see
  /// ``ObservationScope/claimUnderLock()``); the table's reference, if any, is released after the
  /// lock is given back.
  func cancel(_ scope: ObservationScope, cells: Range<Int32>) {
    let removed = withState { state in
      guard scope.claimUnderLock(), state.scopes.remove(scope, cells: cells) else { return false }
      observerCount.store(state.scopes.count, ordering: .releasing)
      return true
    }
    if removed && !scope.isToken { Unmanaged.passUnretained(scope).release() }
  }

  /// Removes the registration of `scope` whose cells are `cells`, if it is installed.
  ///
  /// The table's reference is released after the lock is given back; the caller holds another,
  /// so this does not deallocate the scope either. A scope that is its own token has no table
  /// reference (this may be called from its deinit).
  func remove(_ scope: ObservationScope, cells: Range<Int32>) {
    let removed = withState { state in
      guard state.scopes.remove(scope, cells: cells) else { return false }
      observerCount.store(state.scopes.count, ordering: .releasing)
      return true
    }
    if removed && !scope.isToken { Unmanaged.passUnretained(scope).release() }
  }

  /// Claims the scopes on `keyPath` that asked for `kind` and removes them, then, with no lock
  /// held, completes them (removing their registrations elsewhere) and calls their handlers.
  @usableFromInline
  func deliver(
    _ kind: ObservationTracking.Event.Kind, property: PropertyKey, subject: AnyObject
  ) {
    // At `didSet`, a scope that asked only for `willSet` can still be installed on the key path:
    // it was installed during this write, after the `willSet` delivery, and may have read the
    // old value. It fires now, so that no reader is left with a stale value.
    let wanted: ObservationTracking.Options = kind == .willSet ? .willSet : [.willSet, .didSet]
    // References taken on tokens that another thread ended first, given back with no lock held.
    var unclaimed: [Unmanaged<ObservationScope>] = []
    let claimed = withState { state in
      let slot = state.slot(for: property)
      let claimed = state.scopes.takeClaimed(
        observing: slot, wanting: wanted, in: self, unclaimed: &unclaimed)
      if claimed.count != 0 {
        observerCount.store(state.scopes.count, ordering: .releasing)
      }
      return claimed
    }
    for scope in unclaimed { scope.release() }
    switch consume claimed {
    case .none: break
    case .one(let scope):
      scope._withUnsafeGuaranteedRef {
        $0.complete(kind, subject: subject, property: property, removedFrom: self)
      }
      Self.release(scope)
    case .many(let members):
      // Each scope comes with the table's reference, released after its handler ran.
      for member in members {
        member.with { $0.complete(kind, subject: subject, property: property, removedFrom: self) }
        Self.release(member.scope)
      }
    }
  }

  /// Gives back the table's reference to a scope it removed, once the scope's handler ran.
  ///
  /// A toolchain-style scope is usually referenced by nothing else, and nothing can reach it
  /// any more, so its last reference is given back with no atomic operation (the runtime's
  /// non-atomic release, declared in `CReadTrackingSupport`). A scope that something else still
  /// references (a token, an event a handler kept, another registrar's table) is released as
  /// usual.
  private static func release(_ scope: Unmanaged<ObservationScope>) {
    if !readtracking_release_if_last(scope.toOpaque()) { scope.release() }
  }

  /// The number of (scope, property) registrations and of property slots observed by any scope.
  var registrationCounts: (registrations: Int, slots: Int) {
    withState { $0.scopes.counts }
  }
}
