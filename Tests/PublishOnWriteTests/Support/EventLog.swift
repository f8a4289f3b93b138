import PublishOnWrite

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
