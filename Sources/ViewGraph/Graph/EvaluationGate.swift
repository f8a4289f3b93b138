#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a change signal may learn of the graph: whether it comes from a body being evaluated.
///
/// A signal (an `objectWillChange`, a read-tracking handler) runs on the writer's thread. When
/// that thread is the graph's own while a body is evaluated, the write came from the body (or
/// from code it called): that is misuse, which the signal hands to the graph. Signals from
/// other threads are ordinary invalidations and never touch the graph.
final class EvaluationGate: @unchecked Sendable {
  // Safety: `ownerThread` is immutable and `graph` is a weak reference (loaded atomically).
  // The graph itself is only reached after checking that the current thread is `ownerThread`,
  // the thread that made the gate and runs the graph's passes (the main actor's).
  private let ownerThread: pthread_t
  private weak var graph: Graph?

  /// Makes the gate of `graph`, on the thread that runs its passes.
  init(graph: Graph) {
    ownerThread = pthread_self()
    self.graph = graph
  }

  /// Calls `body` with the graph and the node whose body is being evaluated, when the calling
  /// thread is the graph's and a body is being evaluated; otherwise does nothing.
  func ifEvaluatingBody(_ body: (Graph, Node) -> Void) {
    guard pthread_equal(pthread_self(), ownerThread) != 0, let graph,
      let node = graph.evaluatingNode
    else { return }
    body(graph, node)
  }
}
