#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// The thread evaluating a body right now, and the tracked writes that thread made to
/// properties some view depends on while the body ran.
///
/// A node's read-tracking handler runs on the writer's thread. When that thread is the one
/// evaluating a body, the write came from the body (or from code it called): that is misuse,
/// which the graph reports when the evaluation ends. Writes from other threads are ordinary
/// invalidations.
final class EvaluationThread: @unchecked Sendable {
  // Safety: `thread` is atomic. `writes` is touched only by the thread whose id `thread` holds,
  // between `begin()` and `end()` (both called on the main actor by the graph): a handler on
  // another thread sees a different id and does not touch it.

  /// One write made by an evaluating body to a property a view depends on.
  struct Write {
    /// The property written, as `Library.searchText`.
    let reason: EvaluationReason
    /// The identity path of the view that depends on it.
    let dependentPath: String
  }

  private let thread = Atomic<UInt>(0)
  private var writes: [Write] = []

  /// Marks the calling thread as evaluating a body.
  func begin() {
    thread.store(Self.currentThreadID(), ordering: .sequentiallyConsistent)
  }

  /// Ends the evaluation begun by ``begin()``.
  ///
  /// - Returns: The writes the evaluating thread made meanwhile.
  func end() -> [Write] {
    thread.store(0, ordering: .sequentiallyConsistent)
    guard !writes.isEmpty else { return [] }
    defer { writes = [] }
    return writes
  }

  /// Records a write if the calling thread is evaluating a body.
  func noteWrite(_ reason: EvaluationReason, dependentPath: String) {
    guard thread.load(ordering: .sequentiallyConsistent) == Self.currentThreadID() else { return }
    writes.append(Write(reason: reason, dependentPath: dependentPath))
  }

  private static func currentThreadID() -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}
