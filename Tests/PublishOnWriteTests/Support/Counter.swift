import Synchronization

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
