import Synchronization

/// A cancellable tracking scope: what ``withCancellableObservationTracking(options:_:onChange:)``
/// (a one-shot scope) and ``withSynchronousObservation(_:)`` (a continuous one) return.
///
/// Cancelling removes every registration the scope made, in every registrar, and guarantees that
/// its handler is not called afterwards (unless a call already started on another thread).
/// Releasing the last reference to the token cancels it too, so a token must be kept for as
/// long as the observation is wanted.
///
/// ```swift
/// let (body, tracking) = withCancellableObservationTracking(options: .willSet) {
///   render(library)
/// } onChange: { event in
///   print("invalidated by \(event)")  // "willSet \Library.searchText on Library"
/// }
/// // ... later, when the view leaves the tree:
/// tracking.cancel()
/// ```
///
/// Unlike SE-0506's ``withObservationTracking(options:_:onChange:)``, whose observation stays
/// installed until it fires, this scope can be removed before it fires, which a view runtime
/// does when a view leaves the tree or is evaluated again.
///
/// `ObservationScope` is `Sendable`: `cancel()` may be called from any thread, concurrently
/// with writes and with other cancels.
public final class ObservationScope: ObservationCancelling, @unchecked Sendable {
  // Safety: `state` is atomic; a cell is read and written only under the lock of the registrar
  // of its registration (each registrar numbers its own cells, so two locks never guard one
  // cell); everything else is immutable.
  //
  // One installed tracking scope: the registrations made from one access list, and the handler
  // that runs at most once.
  //
  // The scope is armed when created. The first of `fire`, `cancel` and a registrar's delivery to
  // win the atomic claim removes every registration (taking each registrar's lock in turn, never
  // two at once) and, unless it cancels, then calls the handler with no lock held. Every later
  // claim fails, so a one-shot handler runs at most once even when writers race on several
  // threads. (A scope registered in one registrar is claimed under that registrar's lock alone,
  // with a plain load and store: see `claimUnderLock()`.)
  //
  // Each property the scope observes in a registrar is one *cell*: the slot of the property in
  // that registrar and the scope's position in the slot's list (see `RegistrarContext.ScopeTable`),
  // so that a registrar installs and removes the scope without searching or hashing. The cells
  // of a registration have consecutive numbers (`Registration.cells`); the scope's first cell is
  // stored inline (most scopes read one property) and the others in one buffer, together with
  // the registrations in the other registrars (a scope that read two objects, such as a row
  // reading its book and a flag of the library, makes one allocation for both, not two).
  //
  // A cancellable scope is its own token (`isToken`): the registrars list it without holding a
  // reference, so that releasing the token deinitializes it, and the deinit cancels it. A writer
  // that finds it listed takes a reference only if its deinit has not started (the runtime's
  // `swift_tryRetain`, under the registrar's lock, which the deinit needs to unlist it). Any other
  // scope is kept alive by the registrars that list it, one reference per registration.
  //
  // A scope retains the registrars it is registered in, so that cancelling it can reach them
  // after their objects are gone, except a toolchain-style scope that read one object
  // (`installUnreferenced`): only that registrar's table references it, so it never outlives
  // its registration there, and every use of the registrar while it is listed has the registrar
  // alive (a delivery or the object's deinit runs on the registrar; the installing thread holds
  // its read's reference). Not retaining it spares an atomic increment at installation and an
  // atomic decrement in the deinit of every such scope.
  //
  // A continuous observation's token (`withSynchronousObservation(_:)`) is a scope that is never
  // installed, whose handler is the observer: cancelling or releasing it stops the observer.
  // The class is final on purpose: as a subclass of a token class, its deinit retained and
  // released itself, two atomic operations more for every fired scope.

  /// The scope's registration in one registrar: which cells hold its places there.
  struct Registration {
    let context: RegistrarContext
    /// The numbers of the registration's cells, one per property read in the registrar.
    let cells: Range<Int32>

    /// The cells as positions in the scope's reads, ordered by registrar.
    var range: Range<Int> { Int(cells.lowerBound)..<Int(cells.upperBound) }
  }

  /// Where one property registration sits in its registrar's table.
  struct Cell {
    /// The property's slot in the registrar.
    var slot: Int32
    /// The scope's position in the slot's list, or -1 when the cell is not installed.
    var position: Int32

    /// A cell not installed anywhere.
    static let vacant = Cell(slot: 0, position: -1)
  }

  /// What to call when the scope fires: the toolchain-compatible form takes no event.
  enum Handler {
    case plain(@Sendable () -> Void)
    case event(@Sendable (ObservationTracking.Event) -> Void)
    /// Not a scope's handler: the token of a continuous observation (never installed).
    case continuous(SynchronousObserver)
    /// A handler shared by the scopes of many subjects, told the id of this scope's subject
    /// with the event (in the two words a closure takes: no handler object per subject).
    case dispatched(ObservationDispatcher, id: Int)
  }

  private static let armed: UInt8 = 0
  private static let ended: UInt8 = 1

  // The one-byte fields follow the handler's tag byte.
  private let handler: Handler
  let options: ObservationTracking.Options
  /// Whether the scope is its own token: the registrars list it without a reference.
  let isToken: Bool
  private let state: Atomic<UInt8>
  /// Whether the scope holds a reference to `firstContext` (see the safety comment).
  private let retainsFirstContext: Bool
  /// The storage offset plus 1 of the one `@Tracked` property a token observes, or 0.
  ///
  /// With it, the property's ``PropertyKey/tag`` is known without the lock. 0 for any other
  /// scope, or for an offset of 65 535 or more. In the two bytes the one-byte fields leave free
  /// before `firstCell`.
  private let observedStorage: UInt16
  // The 32-bit fields come before the words, in the bytes the one-byte fields leave free: a
  // scope is 72 bytes, not 80 (80 and 96 with the allocator's header and rounding).
  /// Cell 0; only under the lock of `firstContext`, which orders the accesses (so no dynamic
  /// exclusivity check).
  @exclusivity(unchecked) private var firstCell = Cell.vacant
  /// The number of cells of the first registration, which are the first cells (from 0).
  private let firstCellCount: Int32
  /// The number of registrations in other registrars (0 for a scope that read one object).
  private let otherCount: Int32
  /// The registrar of the first registration, stored inline: most scopes read one object.
  private let firstContext: Unmanaged<RegistrarContext>
  /// The registrations in the other registrars, then cells 1 and up, in one allocation; `nil`
  /// when the scope read one property.
  private let more: UnsafeMutableRawPointer?

  /// Creates a scope whose first registration is in `first`.
  ///
  /// When `retainsFirst` is true, `first` is a reference the caller hands over (the scope
  /// releases it in its deinit); otherwise the scope holds no reference to it.
  private init(
    options: ObservationTracking.Options, handler: Handler, first: Unmanaged<RegistrarContext>,
    firstCellCount: Int32, others: [Registration], cellCount: Int32, isToken: Bool,
    isArmed: Bool = true, retainsFirst: Bool = true, observedStorage: UInt16 = 0
  ) {
    self.options = options
    self.isToken = isToken
    state = Atomic(isArmed ? Self.armed : Self.ended)
    retainsFirstContext = retainsFirst
    self.observedStorage = observedStorage
    self.handler = handler
    firstContext = first
    self.firstCellCount = firstCellCount
    otherCount = Int32(others.count)
    // Every registration has a cell, so a scope with other registrations has several cells.
    if cellCount > 1 {
      let registrationBytes = others.count * MemoryLayout<Registration>.stride
      let buffer = UnsafeMutableRawPointer.allocate(
        byteCount: registrationBytes + (Int(cellCount) - 1) * MemoryLayout<Cell>.stride,
        alignment: max(MemoryLayout<Registration>.alignment, MemoryLayout<Cell>.alignment))
      _ = UnsafeMutableBufferPointer(
        start: buffer.bindMemory(to: Registration.self, capacity: others.count),
        count: others.count
      ).initialize(from: others)
      (buffer + registrationBytes).bindMemory(to: Cell.self, capacity: Int(cellCount) - 1)
        .initialize(repeating: .vacant, count: Int(cellCount) - 1)
      more = buffer
    } else {
      more = nil
    }
  }

  deinit {
    // A token released before its scope ended: the registrars still list the scope.
    if isToken { cancel() }
    if let more {
      // The cells are trivial; the registrations hold their registrars.
      more.assumingMemoryBound(to: Registration.self).deinitialize(count: Int(otherCount))
      more.deallocate()
    }
    if retainsFirstContext { firstContext.release() }
  }

  /// The token for a scope that read nothing: nothing is installed, cancelling does nothing.
  static let empty = ObservationScope(
    options: [], handler: .plain {}, first: .passRetained(.detached), firstCellCount: 0,
    others: [], cellCount: 0, isToken: false, isArmed: false)

  /// The token of a continuous observation: cancelling or releasing it cancels `observer`.
  convenience init(continuous observer: SynchronousObserver) {
    self.init(
      options: [], handler: .continuous(observer),
      first: .passRetained(.detached), firstCellCount: 0, others: [], cellCount: 0,
      isToken: true, isArmed: false)
  }

  /// Whether the scope can still fire.
  var isArmed: Bool { state.load(ordering: .sequentiallyConsistent) == Self.armed }

  /// Whether the scope can still deliver an event.
  ///
  /// A one-shot scope stops being active when it fires or is cancelled; a continuous one when it
  /// is cancelled. A scope that read nothing is never active.
  public var isActive: Bool {
    if case .continuous(let observer) = handler { return !observer.isCancelled }
    return isArmed
  }

  /// Installs a scope for everything an access list recorded.
  ///
  /// If a write to one of the read objects happened between the read and the installation, the
  /// scope fires at once, on this thread, with an event whose
  /// ``ObservationTracking/Event/changedBeforeInstall`` is `true`, of kind `willSet` when
  /// `options` asks for it, else `didSet` (nothing when it asks for neither).
  ///
  /// - Parameters:
  ///   - reads: What the access list recorded.
  ///   - options: The events the scope asks for.
  ///   - handler: What to call when it fires.
  ///   - isToken: Whether the scope is its own token (the registrars hold no reference to it:
  ///     releasing the returned scope cancels it).
  /// - Returns: The installed scope, or `nil` when nothing was read (nothing is installed).
  static func install(
    _ reads: consuming AccessList.Reads, options: ObservationTracking.Options,
    handler: consuming Handler, isToken: Bool = false
  ) -> ObservationScope? {
    guard !reads.isEmpty else { return nil }
    // Most scopes read one property: the grouping stays out of their way.
    guard reads.count == 1 else {
      // The entries are moved out, so their references are handed over, not copied.
      let head = reads.takeFirst()!
      return install(head, reads.takeRest(), options: options, handler: handler, isToken: isToken)
    }
    // Moved into the scope, not copied (a closure's context is retained once, when the handler
    // is made): an optional, so that the closure below can take it.
    var handler = Optional(handler)
    return withUnsafeTemporaryAllocation(of: AccessList.Entry.self, capacity: 1) { buffer in
      // Moved out, and its reference to its registrar becomes the scope's: one retain and one
      // release (two atomic operations) fewer than copying it.
      let read = reads.moveFirst(to: buffer)
      let context = Unmanaged.passUnretained(read.pointee.context)
      let scope = ObservationScope(
        options: options, handler: handler.take()!,
        first: context, firstCellCount: 1, others: [], cellCount: 1, isToken: isToken,
        observedStorage: isToken ? Self.observedStorage(read.pointee.property) : 0)
      _ = context._withUnsafeGuaranteedRef {
        scope.install(in: $0, cells: 0..<1, reads: UnsafeBufferPointer(buffer))
      }
      AccessList.Entry.handOverContext(of: read)
      return scope
    }
  }

  /// Whether this scope can stand for a scope with `options` that would be installed now for
  /// `reads`, which are not empty, with the same handler: it is a token with those options,
  /// registered in one registrar on exactly the properties of `reads`, in their order, still
  /// armed, and no write was made to that object since the reads (see
  /// ``RegistrarContext/isInstalled(_:exactlyOn:)``).
  ///
  /// A view runtime that evaluates a body again, reading what it read before, then keeps its
  /// scope: no scope is made, installed or cancelled.
  ///
  /// `reads` is `inout` only to be read in place (see ``AccessList/Reads/everyEntry(_:)``).
  ///
  /// A scope that observes one `@Tracked` property is checked without the registrar's lock
  /// (see ``standsWithoutLock(for:)``); any other under it.
  func canStand(for reads: inout AccessList.Reads, options: ObservationTracking.Options) -> Bool {
    guard isToken, self.options == options, otherCount == 0, Int(firstCellCount) == reads.count,
      isArmed
    else { return false }
    if observedStorage != 0 { return reads.everyEntry { standsWithoutLock(for: &$0) } }
    return firstContext._withUnsafeGuaranteedRef { $0.isInstalled(self, exactlyOn: &reads) }
  }

  /// Whether this scope, a token registered in one registrar on one `@Tracked` property, which
  /// was armed when `canStand` loaded its state just before, stands for a scope installed now
  /// for `read`, its only read: the read is of the same property of the same object, the
  /// object was not deallocated, and no write was made to it since the read.
  ///
  /// Answers what ``RegistrarContext/isInstalled(_:exactlyOn:)`` answers, with three atomic
  /// loads and no lock.
  //
  // Safety: the scope's first context and `observedStorage` are immutable, and the read is this
  // thread's. The rest rests on three facts about a scope registered in one registrar:
  // - It is installed from its installation until it is claimed: every claim of it is made
  //   under the registrar's lock together with its removal, which is the only removal, except
  //   at the object's deinit (which leaves a scope that asks for no `deinit` event armed) and an
  //   installation skipped because the object was gone. Both follow the deinit's sequentially
  //   consistent store of 0 to `observerCount`, which is never raised again (an installation
  //   checks `subjectIsGone` first, under the lock); while the scope is installed, the count
  //   stored last is at least 1.
  // - `generation` only grows, and a write advances it (sequentially consistent) after its
  //   store, before its `didSet` delivery.
  // - Its cell observes the property at `observedStorage` - 1 (one property has one slot).
  // The state was loaded armed (sequentially consistent), then `observerCount`, then
  // `generation`, each sequentially consistent. If `observerCount` is not 0, the deinit's store
  // was not before it, so the scope was installed when its state was loaded armed; if
  // `generation` still equals the read's, no write's `didSet` advanced it between the read and
  // that load. So at the state's load the scope was installed and no write had been made since
  // the read: the locked check, made at that instant, answers `true` too. A delivery that
  // claims the scope after that load, which the locked check would have waited for, has then
  // called the handler for that write, as it would with the scope kept under the lock. (A
  // claim made under the lock with a relaxed store may be seen late: the answer is then that
  // of the locked check made before the claim, which the write's handler call follows.)
  private func standsWithoutLock(for read: inout AccessList.Entry) -> Bool {
    let tag = UInt(observedStorage - 1) &<< 1 | 1
    guard read.tag == tag,
      Unmanaged.passUnretained(read.context).toOpaque() == firstContext.toOpaque()
    else { return false }
    return firstContext._withUnsafeGuaranteedRef { context in
      context.observerCount.load(ordering: .sequentiallyConsistent) != 0
        && context.generation.load(ordering: .sequentiallyConsistent) == read.generation
    }
  }

  /// The ``observedStorage`` of a token that observes `property` alone.
  private static func observedStorage(_ property: PropertyKey) -> UInt16 {
    guard case .storage(let offset) = property, offset < UInt32(UInt16.max) else { return 0 }
    return UInt16(offset) + 1
  }

  /// The size of a scope, header included, as its class metadata records it, for the memory
  /// tests: at most 72 bytes, which the allocator's 8-byte header rounds to 80.
  package static var instanceSize: Int {
    #if _runtime(_ObjC)
      let offset = 48
    #else
      let offset = 24
    #endif
    let metadata = unsafeBitCast(ObservationScope.self as AnyClass, to: UnsafeRawPointer.self)
    return Int(metadata.load(fromByteOffset: offset, as: UInt32.self))
  }

  /// The shared handler and the subject's id of a scope made with one, for tests.
  package var dispatchedTo: (dispatcher: ObservationDispatcher, id: Int)? {
    guard case .dispatched(let dispatcher, let id) = handler else { return nil }
    return (dispatcher, id)
  }

  /// Installs a scope that nothing but the registrars will reference (no token): the
  /// toolchain-style form.
  ///
  /// When the scope read one object, its registrar adopts the reference that creating the scope
  /// makes, instead of taking one of its own that the caller would then give back: one retain and
  /// one release fewer per scope, two atomic operations.
  static func installUnreferenced(
    _ reads: consuming AccessList.Reads, options: ObservationTracking.Options,
    handler: @autoclosure () -> Handler
  ) {
    guard reads.count == 1 else {
      if let head = reads.takeFirst() {
        _ = install(head, reads.takeRest(), options: options, handler: handler(), isToken: false)
      }
      return
    }
    guard let head = reads.takeFirst() else { return }
    let scope = Unmanaged.passRetained(
      ObservationScope(
        options: options, handler: handler(),
        first: .passUnretained(head.context), firstCellCount: 1, others: [], cellCount: 1,
        isToken: false, retainsFirst: false))
    // `head` keeps the registrar alive: once installed, the scope may end (and with it its
    // reference to the registrar) on another thread before `install` returns.
    let installation = withUnsafePointer(to: head) { read in
      scope._withUnsafeGuaranteedRef { scope in
        head.context.install(
          scope, cells: 0..<1, reads: UnsafeBufferPointer(start: read, count: 1), adopting: true)
      }
    }
    switch installation {
    case .installed:
      // The registrar holds the reference now; the scope is not touched again.
      break
    case .skipped, .raced:
      // `.raced` is only returned for a scope with several registrations.
      scope.release()
    case .claimedAfterRace:
      // Already claimed and removed by the registrar: only the handler is left to call.
      scope._withUnsafeGuaranteedRef { $0.call($0.racedEvent(by: head)) }
      scope.release()
    }
  }

  /// Installs a scope for several reads: one registration per registrar read, whose cells are
  /// the positions of its reads once they are ordered by registrar.
  @inline(never)
  private static func install(
    _ head: consuming AccessList.Entry, _ rest: consuming [AccessList.Entry],
    options: ObservationTracking.Options, handler: Handler, isToken: Bool
  ) -> ObservationScope {
    var reads = rest
    reads.insert(head, at: 0)
    // Most scopes read one object: its reads are already in one run.
    if reads.contains(where: { $0.context !== reads[0].context }) {
      reads = orderedByRegistrar(reads)
    }
    // The first registrar's run, then one registration per other run (none for one object).
    let firstEnd = reads.firstIndex { $0.context !== reads[0].context } ?? reads.count
    let firstCells = 0..<Int32(firstEnd)
    var registrations: [Registration] = []
    var start = firstEnd
    for index in firstEnd..<reads.count
    where index + 1 == reads.count || reads[index + 1].context !== reads[start].context {
      registrations.append(
        Registration(context: reads[start].context, cells: Int32(start)..<Int32(index + 1)))
      start = index + 1
    }
    let scope = ObservationScope(
      options: options, handler: handler, first: .passRetained(reads[0].context),
      firstCellCount: firstCells.upperBound,
      others: registrations, cellCount: Int32(reads.count), isToken: isToken)
    reads.withUnsafeBufferPointer { reads in
      if !scope.install(
        in: reads[0].context, cells: firstCells,
        reads: UnsafeBufferPointer(rebasing: reads[..<firstEnd]))
      {
        for registration in registrations
        where scope.install(
          in: registration.context, cells: registration.cells,
          reads: UnsafeBufferPointer(rebasing: reads[registration.range]))
        {
          break
        }
      }
    }
    return scope
  }

  /// The reads grouped by registrar, the registrars in the order of their first read, the reads
  /// of each in their order.
  ///
  /// - Complexity: O(*n* log *n*) for *n* reads, however many objects they read.
  private static func orderedByRegistrar(_ reads: [AccessList.Entry]) -> [AccessList.Entry] {
    // Each read's registrar, numbered by order of first read.
    var numbers: [ObjectIdentifier: Int] = [:]
    var group: [Int] = []
    group.reserveCapacity(reads.count)
    for read in reads {
      let id = ObjectIdentifier(read.context)
      let number = numbers[id] ?? numbers.count
      numbers[id] = number
      group.append(number)
    }
    return reads.indices.sorted { (group[$0], $0) < (group[$1], $1) }.map { reads[$0] }
  }

  /// Installs the registration in `context` whose cells are `cells`, observing `reads`; fires
  /// the scope at once if a write raced it.
  ///
  /// - Returns: Whether the scope fired (the remaining registrations are then skipped).
  private func install(
    in context: RegistrarContext, cells: Range<Int32>, reads: UnsafeBufferPointer<AccessList.Entry>
  ) -> Bool {
    switch context.install(self, cells: cells, reads: reads) {
    case .skipped, .installed:
      return false
    case .raced:
      return fireRaced(by: reads[0])
    case .claimedAfterRace:
      // The table's reference, taken when the scope was listed (a token has none).
      if !isToken { Unmanaged.passUnretained(self).release() }
      call(racedEvent(by: reads[0]))
      return true
    }
  }

  /// Fires the scope because a write raced its installation, if it asked for writes.
  ///
  /// - Returns: Whether it fired.
  private func fireRaced(by read: AccessList.Entry) -> Bool {
    guard asksForWrites else { return false }
    fire(racedEvent(by: read))
    return true
  }

  /// Whether the scope asked for `willSet` or `didSet` events.
  var asksForWrites: Bool { !options.isDisjoint(with: [.willSet, .didSet]) }

  /// The event of a write that raced the installation, after `read`.
  private func racedEvent(by read: AccessList.Entry) -> ObservationTracking.Event {
    ObservationTracking.Event(
      changedBeforeInstall: options.contains(.willSet) ? .willSet : .didSet,
      objectID: read.subjectID, objectType: read.subjectType)
  }

  /// Claims the scope, removes its registrations and calls the handler, unless it already ended.
  ///
  /// - Precondition: The scope has several registrations (one with a single registration is
  ///   claimed under its registrar's lock only: see ``claimUnderLock()``).
  private func fire(_ event: ObservationTracking.Event) {
    guard claim() else { return }
    removeRegistrations(skipping: nil)
    call(event)
  }

  /// Finishes a scope that `context` claimed and removed with its lock held: removes its
  /// registrations elsewhere, then calls the handler with `event`.
  func finish(_ event: ObservationTracking.Event, removedFrom context: RegistrarContext) {
    removeRegistrations(skipping: context)
    call(event)
  }

  /// Removes every registration of the scope; its handler will not be called again.
  ///
  /// Calling `cancel()` more than once, or after the scope fired, does nothing.
  ///
  /// > Important: A handler call that already started on another thread is not interrupted.
  ///
  /// - Complexity: O(*k*) in the number of properties the scope read, one registrar lock at a
  ///   time.
  public func cancel() {
    if case .continuous(let observer) = handler {
      observer.cancel()
      return
    }
    // A scope that already ended is seen with a load: a token released after `cancel()` (or
    // after its scope fired) costs no failed compare-exchange, nor a lock.
    guard isArmed else { return }
    guard hasOneRegistration else {
      guard claim() else { return }
      removeRegistrations(skipping: nil)
      return
    }
    firstContext._withUnsafeGuaranteedRef { $0.cancel(self, cells: firstCells) }
  }

  /// The cells of the first registration.
  private var firstCells: Range<Int32> { 0..<firstCellCount }

  /// Whether the scope is registered in one registrar only (or none): then every claim of it is
  /// made under that registrar's lock (see ``claimUnderLock()``).
  var hasOneRegistration: Bool { otherCount == 0 }

  /// The registrations in the other registrars (empty for a scope that read one object).
  private var others: UnsafeBufferPointer<Registration> {
    UnsafeBufferPointer(
      start: more?.assumingMemoryBound(to: Registration.self), count: Int(otherCount))
  }

  /// Cell `index`, which is 1 or more, in ``more``.
  private func moreCell(_ index: Int32) -> UnsafeMutablePointer<Cell> {
    (more.unsafelyUnwrapped + Int(otherCount) * MemoryLayout<Registration>.stride)
      .assumingMemoryBound(to: Cell.self) + (Int(index) - 1)
  }

  func cancelObservation() {
    cancel()
  }

  /// Ends an armed scope; only the first caller gets `true`.
  ///
  /// Always a compare-exchange: loading the state first, to spare a failed compare-exchange to a
  /// token released after `cancel()`, made every firing slower: about 13 ns per fired scope
  /// (registrar-bench's "firing 1 observer", 97–107 ns with the load and 84 ns without, A/B in
  /// one session, 2026-11-29).
  func claim() -> Bool {
    state.compareExchange(
      expected: Self.armed, desired: Self.ended, ordering: .sequentiallyConsistent
    ).exchanged
  }

  /// ``claim()`` by a registrar whose lock is held and in which the scope is registered.
  ///
  /// A scope with one registration (most scopes read one object) is claimed only under that
  /// registrar's lock: by its deliveries, by its installation when a write raced it, by the
  /// object's deinit, and by `cancel()` (also from a token's deinit), which takes that lock to
  /// claim it. So a load and a store claim it, sparing the compare-exchange (a locked
  /// instruction) for most fired and cancelled scopes. A scope registered in several registrars
  /// may be claimed under any of their locks, or with none, and takes the compare-exchange.
  func claimUnderLock() -> Bool {
    guard hasOneRegistration else { return claim() }
    guard state.load(ordering: .relaxed) == Self.armed else { return false }
    state.store(Self.ended, ordering: .relaxed)
    return true
  }

  /// Finishes a scope claimed by `context`'s delivery of a `kind` event about `property` of
  /// `subject`, which already removed it there: removes its registrations elsewhere, then calls
  /// the handler.
  ///
  /// The event is built only for a handler that takes one (the parts are borrowed until then, so
  /// that the toolchain-style form costs no reference counting for them).
  @inline(__always)
  func complete(
    _ kind: ObservationTracking.Event.Kind, subject: AnyObject, property: PropertyKey,
    removedFrom context: RegistrarContext
  ) {
    removeRegistrations(skipping: context)
    switch handler {
    case .plain(let onChange): onChange()
    case .event(let onChange):
      onChange(ObservationTracking.Event(kind: kind, subject: subject, property: property))
    case .continuous: break
    case .dispatched(let dispatcher, let id):
      dispatcher.deliver(
        ObservationTracking.Event(kind: kind, subject: subject, property: property), id)
    }
  }

  private func removeRegistrations(skipping skipped: RegistrarContext?) {
    firstContext._withUnsafeGuaranteedRef {
      if $0 !== skipped { $0.remove(self, cells: firstCells) }
    }
    guard otherCount != 0 else { return }
    for registration in others where registration.context !== skipped {
      registration.context.remove(self, cells: registration.cells)
    }
  }

  private func call(_ event: @autoclosure () -> ObservationTracking.Event) {
    switch handler {
    case .plain(let onChange): onChange()
    case .event(let onChange): call(onChange, with: event())
    case .continuous: break
    case .dispatched(let dispatcher, let id): call(dispatcher, id: id, with: event())
    }
  }

  /// Calls a shared handler with `event`, told by this scope, and the subject's `id`.
  @inline(never)
  private func call(
    _ dispatcher: ObservationDispatcher, id: Int, with event: ObservationTracking.Event
  ) {
    dispatcher.deliver(event.delivered(as: event.kind, by: self), id)
  }

  /// Calls an event handler with `event`, told by this scope (so that the event can cancel it).
  ///
  /// Out of line: inlined, it made firing a toolchain-style scope, which takes no event, about
  /// 15 % slower.
  @inline(never)
  private func call(
    _ onChange: @Sendable (ObservationTracking.Event) -> Void, with event: ObservationTracking.Event
  ) {
    onChange(event.delivered(as: event.kind, by: self))
  }

  /// The cells of the registration in `context`.
  ///
  /// - Precondition: The scope has a registration there.
  func cells(in context: RegistrarContext) -> Range<Int32> {
    if firstContext.toOpaque() == Unmanaged.passUnretained(context).toOpaque() {
      return firstCells
    }
    // Only a scope that read several objects gets here.
    return others.first { $0.context === context }!.cells
  }

  /// Cell `index`.
  ///
  /// > Important: Only under the lock of the registrar whose registration owns the cell.
  func cell(_ index: Int32) -> Cell {
    index == 0 ? firstCell : moreCell(index).pointee
  }

  /// Records the position of cell `index` in its slot's list (-1: not installed).
  ///
  /// > Important: Only under the lock of the registrar whose registration owns the cell.
  func setCell(_ index: Int32, _ cell: Cell) {
    if index == 0 {
      firstCell = cell
    } else {
      moreCell(index).pointee = cell
    }
  }

  /// Records the position of cell `index` in its slot's list (-1: not installed).
  ///
  /// > Important: Only under the lock of the registrar whose registration owns the cell.
  func setPosition(_ position: Int32, ofCell index: Int32) {
    if index == 0 {
      firstCell.position = position
    } else {
      moreCell(index).pointee.position = position
    }
  }
}
