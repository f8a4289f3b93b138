/// The `objectWillChange` publishers of objects that have no `@Published` property to keep one.
///
/// Entries are keyed by object identity and hold the object weakly: an entry whose object has
/// been deinitialized is never returned (so a new object at a reused address gets a new
/// publisher) and is dropped by the next sweep, which runs when the table has doubled since the
/// last one.
package final class PublisherSideTable: Sendable {
  /// The table used by the default `objectWillChange`.
  package static let shared = PublisherSideTable()

  private struct State {
    var entries: [ObjectIdentifier: Entry] = [:]
    var sweepThreshold = PublisherSideTable.minimumSweepThreshold
  }

  private struct Entry {
    let object: WeakObject
    let publisher: ObservableObjectPublisher
  }

  private static let minimumSweepThreshold = 64

  private let state = Lock(State())

  /// The number of entries, dead ones included; for tests.
  package var count: Int {
    state.withLock { $0.entries.count }
  }

  /// Returns the publisher of `object`, creating it on first use.
  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let key = ObjectIdentifier(object)
    let (publisher, released) = state.withLock { state in
      if let entry = state.entries[key], entry.object.isAlive {
        return (entry.publisher, [Entry]())
      }
      let publisher = ObservableObjectPublisher()
      var released: [Entry] = []
      if let replaced = state.entries.updateValue(
        Entry(object: WeakObject(object), publisher: publisher), forKey: key)
      {
        released.append(replaced)
      }
      if state.entries.count >= state.sweepThreshold {
        let dead = state.entries.filter { !$0.value.object.isAlive }
        for key in dead.keys {
          state.entries[key] = nil
        }
        released.append(contentsOf: dead.values)
        state.sweepThreshold = max(Self.minimumSweepThreshold, 2 * state.entries.count)
      }
      return (publisher, released)
    }
    // Dead entries' publishers, and their subscribers' closures, are released here, after the
    // lock: releasing a closure may run deinitializers.
    withExtendedLifetime(released) {}
    return publisher
  }
}

/// A weak reference that only answers whether its object is alive.
///
/// Safety: `@unchecked Sendable` because the reference is set once, at initialization, and the
/// object is never handed out; weak loads are atomic in the runtime.
private final class WeakObject: @unchecked Sendable {
  private weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }

  var isAlive: Bool {
    object != nil
  }
}
