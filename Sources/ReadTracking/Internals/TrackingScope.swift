import Synchronization

/// One installed tracking scope: the registrations made from one access list, and the handler
/// that runs at most once.
///
/// The scope is armed when created. The first of `fire`, `cancel` and a registrar's delivery to
/// win the atomic claim removes every registration (taking each registrar's lock in turn, never
/// two at once) and, unless it cancels, then calls the handler with no lock held. Every later
/// claim fails, so a one-shot handler runs at most once even when writers race on several
/// threads.
final class TrackingScope: @unchecked Sendable {
  // Safety: `state` is atomic; everything else is immutable.

  /// The registrations in one registrar, with what its installation needs.
  struct Registration {
    let context: RegistrarContext
    var properties: Properties
    /// The registrar's earliest write generation seen by the reads.
    var generation: UInt64
    let subjectID: ObjectIdentifier
    let subjectType: any AnyObject.Type

    /// The registration of one read.
    init(_ entry: consuming AccessList.Entry) {
      context = entry.context
      properties = .one(entry.property)
      generation = entry.generation
      subjectID = entry.subjectID
      subjectType = entry.subjectType
    }

    /// Adds another read of the same registrar.
    mutating func add(_ entry: AccessList.Entry) {
      properties.append(entry.property)
      generation = min(generation, entry.generation)
    }
  }

  /// What to call when the scope fires: the toolchain-compatible form takes no event.
  enum Handler {
    case plain(@Sendable () -> Void)
    case event(@Sendable (ObservationTracking.Event) -> Void)
  }

  private static let armed: UInt8 = 0
  private static let ended: UInt8 = 1

  // The one-byte fields follow the handler's tag byte, so that the scope fits in 96 bytes.
  private let handler: Handler
  let options: ObservationTracking.Options
  private let state = Atomic<UInt8>(TrackingScope.armed)
  /// The registration in the first registrar read, stored inline: most scopes read one object.
  private let first: Registration
  /// The registrations in the other registrars (an empty array allocates nothing).
  private let others: [Registration]

  private init(
    options: ObservationTracking.Options, handler: Handler, first: Registration,
    others: [Registration]
  ) {
    self.options = options
    self.handler = handler
    self.first = first
    self.others = others
  }

  /// Whether the scope can still fire.
  var isArmed: Bool { state.load(ordering: .sequentiallyConsistent) == Self.armed }

  /// Installs a scope for everything an access list recorded.
  ///
  /// If a write to one of the read objects happened between the read and the installation, the
  /// scope fires at once, on this thread, with a
  /// ``ObservationTracking/Event/Kind/changedBeforeInstall`` event (when `options` asks for
  /// `willSet` or `didSet`).
  ///
  /// - Returns: The installed scope, or `nil` when nothing was read (nothing is installed and
  ///   the handler is not even created).
  static func install(
    _ reads: consuming AccessList.Reads, options: ObservationTracking.Options,
    handler: @autoclosure () -> Handler
  ) -> TrackingScope? {
    // The entries are moved out, so their references are handed over, not copied.
    guard let head = reads.takeFirst() else { return nil }
    // Group by registrar, keeping the earliest generation seen for each.
    var first = Registration(head)
    let rest = reads.takeRest()
    // Most scopes read one property: the grouping stays out of their way.
    let others = rest.isEmpty ? [] : group(rest, after: &first)
    let scope = TrackingScope(
      options: options, handler: handler(), first: first, others: others)
    if !scope.install(scope.first) && !others.isEmpty {
      for registration in scope.others where scope.install(registration) { break }
    }
    return scope
  }

  /// Adds the reads of `first`'s registrar to it and groups the others by registrar.
  ///
  /// - Returns: The registrations in the other registrars.
  @inline(never)
  private static func group(
    _ entries: [AccessList.Entry], after first: inout Registration
  ) -> [Registration] {
    var others: [Registration] = []
    for entry in entries {
      if entry.context === first.context {
        first.add(entry)
      } else if let position = others.firstIndex(where: { $0.context === entry.context }) {
        others[position].add(entry)
      } else {
        others.append(Registration(entry))
      }
    }
    return others
  }

  /// Installs one registration; fires the scope at once if a write raced it.
  ///
  /// - Returns: Whether the scope fired (the remaining registrations are then skipped).
  private func install(_ registration: Registration) -> Bool {
    let raced = registration.context.install(self, registration)
    guard raced, !options.isDisjoint(with: [.willSet, .didSet]) else { return false }
    fire(
      ObservationTracking.Event(
        kind: .changedBeforeInstall, objectID: registration.subjectID,
        objectType: registration.subjectType, keyPath: nil))
    return true
  }

  /// Claims the scope, removes its registrations and calls the handler, unless it already ended.
  func fire(_ event: ObservationTracking.Event) {
    guard claim() else { return }
    removeRegistrations(skipping: nil)
    call(event)
  }

  /// Claims the scope and removes its registrations, unless it already ended.
  func cancel() {
    guard claim() else { return }
    removeRegistrations(skipping: nil)
  }

  /// Ends an armed scope; only the first caller gets `true`.
  func claim() -> Bool {
    state.compareExchange(
      expected: Self.armed, desired: Self.ended, ordering: .sequentiallyConsistent
    ).exchanged
  }

  /// Finishes a scope claimed by `context`'s delivery, which already removed it there: removes
  /// its registrations elsewhere, then calls the handler.
  ///
  /// The event is built only for a handler that takes one.
  func complete(
    _ event: @autoclosure () -> ObservationTracking.Event, removedFrom context: RegistrarContext
  ) {
    removeRegistrations(skipping: context)
    call(event())
  }

  private func removeRegistrations(skipping skipped: RegistrarContext?) {
    if first.context !== skipped { first.context.remove(self) }
    guard !others.isEmpty else { return }
    for registration in others where registration.context !== skipped {
      registration.context.remove(self)
    }
  }

  private func call(_ event: @autoclosure () -> ObservationTracking.Event) {
    switch handler {
    case .plain(let onChange): onChange()
    case .event(let onChange): onChange(event())
    }
  }
}
