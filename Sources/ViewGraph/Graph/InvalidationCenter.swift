#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pending invalidations of a graph, posted from any thread and drained by each pass.
///
/// While a flush runs, the center knows the flushing thread, and tags what that thread posts
/// (``Invalidation/isRaisedByFlush``): only those invalidations call for a follow-up pass.
///
/// `InvalidationCenter` is `Sendable`: its state is behind a ``Lock``.
final class InvalidationCenter: Sendable {
  private struct State {
    var pending: [Invalidation] = []
    var flushingThread: pthread_t?
  }

  private let state = Lock(State())

  /// Marks the calling thread as running a flush, until ``endFlush()``.
  func beginFlush() {
    let thread = pthread_self()
    state.withLock { $0.flushingThread = thread }
  }

  /// Ends the flush begun by ``beginFlush()``.
  func endFlush() {
    state.withLock { $0.flushingThread = nil }
  }

  func post(_ invalidation: Invalidation) {
    let thread = pthread_self()
    state.withLock { state in
      var invalidation = invalidation
      invalidation.isRaisedByFlush =
        state.flushingThread.map { pthread_equal($0, thread) != 0 } ?? false
      state.pending.append(invalidation)
    }
  }

  func drain() -> [Invalidation] {
    state.withLock { state in
      defer { state.pending = [] }
      return state.pending
    }
  }

  func restore(_ invalidations: [Invalidation]) {
    state.withLock { $0.pending.insert(contentsOf: invalidations, at: 0) }
  }

  var isEmpty: Bool {
    state.withLock { $0.pending.isEmpty }
  }
}
