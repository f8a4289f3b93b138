import Synchronization

/// One installed tracking scope: the registrations made from one access list, and the handler
/// that runs at most once.
///
/// The scope is armed when created. The first of `fire` and `cancel` to win the atomic claim
/// removes every registration (taking each registrar's lock in turn, never two at once) and, for
/// `fire`, then calls the handler with no lock held. Every later claim does nothing, so a
/// one-shot handler runs at most once even when writers race on several threads.
final class TrackingScope: @unchecked Sendable {
  // Safety: `registrations` is written once, before the scope is published to any registrar,
  // and only read afterwards; `state` is atomic; `handler` is immutable.

  /// The registrations in one registrar.
  struct Registration {
    weak var context: RegistrarContext?
    let keyPaths: [AnyKeyPath]
  }

  private static let armed: UInt8 = 0
  private static let ended: UInt8 = 1

  let options: ObservationTracking.Options
  private let handler: @Sendable (ObservationTracking.Event) -> Void
  private let state = Atomic<UInt8>(TrackingScope.armed)
  private var registrations: [Registration] = []

  private init(
    options: ObservationTracking.Options,
    handler: @escaping @Sendable (ObservationTracking.Event) -> Void
  ) {
    self.options = options
    self.handler = handler
  }

  /// Whether the scope can still fire.
  var isArmed: Bool { state.load(ordering: .sequentiallyConsistent) == Self.armed }

  /// Installs a scope for everything `list` recorded.
  ///
  /// If a write to one of the read objects happened between the read and the installation, the
  /// scope fires at once, on this thread, with a ``ObservationTracking/Event/Kind/changedBeforeInstall``
  /// event (when `options` asks for `willSet` or `didSet`).
  ///
  /// - Returns: The installed scope, or `nil` when `list` is empty (nothing is installed and the
  ///   handler is not retained).
  static func install(
    _ list: AccessList, options: ObservationTracking.Options,
    handler: @autoclosure () -> @Sendable (ObservationTracking.Event) -> Void
  ) -> TrackingScope? {
    let entries = list.entries
    guard !entries.isEmpty else { return nil }
    let scope = TrackingScope(options: options, handler: handler())
    // Group by registrar, keeping the earliest generation seen for each.
    var groups: [(entry: AccessList.Entry, keyPaths: [AnyKeyPath])] = []
    for entry in entries {
      if let position = groups.firstIndex(where: { $0.entry.context === entry.context }) {
        groups[position].keyPaths.append(entry.keyPath)
        if entry.generation < groups[position].entry.generation {
          groups[position].entry.generation = entry.generation
        }
      } else {
        groups.append((entry, [entry.keyPath]))
      }
    }
    scope.registrations = groups.map {
      Registration(context: $0.entry.context, keyPaths: $0.keyPaths)
    }
    for group in groups {
      let entry = group.entry
      let raced = entry.context.install(
        scope, keyPaths: group.keyPaths, generation: entry.generation,
        subject: (entry.subjectID, entry.subjectType))
      if raced, !options.isDisjoint(with: [.willSet, .didSet]) {
        scope.fire(
          ObservationTracking.Event(
            kind: .changedBeforeInstall, objectID: entry.subjectID,
            objectType: entry.subjectType, keyPath: nil))
        break
      }
    }
    return scope
  }

  /// Claims the scope, removes its registrations and calls the handler, unless it already ended.
  func fire(_ event: ObservationTracking.Event) {
    guard claim() else { return }
    handler(event)
  }

  /// Claims the scope and removes its registrations, unless it already ended.
  func cancel() {
    _ = claim()
  }

  private func claim() -> Bool {
    guard
      state.compareExchange(
        expected: Self.armed, desired: Self.ended, ordering: .sequentiallyConsistent
      ).exchanged
    else { return false }
    for registration in registrations {
      registration.context?.remove(self, keyPaths: registration.keyPaths)
    }
    return true
  }
}
