import Synchronization

/// One request to recompute a node.
struct Invalidation: Sendable {
  let nodeID: Int
  let reason: EvaluationReason
}

/// The pending invalidations of a graph, posted from any thread and drained by each pass.
final class InvalidationCenter: Sendable {
  private let pending = Mutex<[Invalidation]>([])

  func post(_ invalidation: Invalidation) {
    pending.withLock { $0.append(invalidation) }
  }

  func drain() -> [Invalidation] {
    pending.withLock { pending in
      defer { pending = [] }
      return pending
    }
  }

  func restore(_ invalidations: [Invalidation]) {
    pending.withLock { $0.insert(contentsOf: invalidations, at: 0) }
  }

  var isEmpty: Bool {
    pending.withLock { $0.isEmpty }
  }
}
