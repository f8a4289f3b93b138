import PublishOnWrite
import Synchronization

/// A thread-safe list of events that sinks append to and tests compare exactly.
final class EventLog: Sendable {
  private let entries = Lock([String]())

  /// Appends one event.
  func record(_ event: String) {
    entries.withLock { $0.append(event) }
  }

  /// The events so far, in order.
  var events: [String] {
    entries.withLock { $0 }
  }
}

/// A thread-safe counter for sinks.
final class Counter: Sendable {
  private let value = Atomic<Int>(0)

  /// Adds one.
  func increment() {
    value.add(1, ordering: .relaxed)
  }

  /// The current count.
  var count: Int {
    value.load(ordering: .relaxed)
  }
}
