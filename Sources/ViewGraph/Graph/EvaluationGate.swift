#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a write may learn of the graph: whether it comes from a body being evaluated.
///
/// The one place where "a write during `body`" is detected, for the three kinds of
/// ``BodyWrite``: a `@State` write, an `objectWillChange` signal, a read-tracking handler. Each
/// runs on the writer's thread. When that thread is the graph's own while a body is evaluated,
/// the write came from the body (or from code it called): that is misuse, which the gate hands
/// to the graph. Writes from other threads are ordinary invalidations and never touch the graph.
final class EvaluationGate: @unchecked Sendable {
  // Safety: `ownerThread` is immutable and `graph` is a weak reference (loaded atomically).
  // The graph itself is only reached after checking that the current thread is `ownerThread`,
  // the thread that made the gate and runs the graph's passes (the main actor's).
  private let ownerThread: pthread_t
  /// The graph, `nil` once it is gone.
  ///
  /// Read it on the graph's thread only.
  private(set) weak var graph: Graph?

  /// Makes the gate of `graph`, on the thread that runs its passes.
  init(graph: Graph) {
    ownerThread = pthread_self()
    self.graph = graph
  }

  /// Reports `write` to the graph, as made by the body being evaluated, when the calling thread
  /// is the graph's and a body is being evaluated; otherwise does nothing.
  ///
  /// - Returns: Whether `write` was made during a body (and reported).
  @discardableResult
  func reportIfDuringBody(_ write: @autoclosure () -> BodyWrite) -> Bool {
    guard pthread_equal(pthread_self(), ownerThread) != 0, let graph,
      let node = graph.evaluatingNode
    else { return false }
    graph.report(write(), by: node)
    return true
  }
}
