#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pending invalidations of a graph, posted from any thread and drained by each pass.
///
/// The lock is a pthread mutex rather than `Synchronization.Mutex`: on Linux the latter's
/// futex-based lock lives in an uninstrumented module, so the thread sanitizer cannot see it
/// and reports the accesses it protects as races.
final class InvalidationCenter: @unchecked Sendable {
  // Safety: `pending` is only read or written between `pthread_mutex_lock(mutex)` and
  // `pthread_mutex_unlock(mutex)`, in `withLock`; the mutex lives as long as the center.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var pending: [Invalidation] = []

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  private func withLock<Result>(_ body: (inout [Invalidation]) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&pending)
  }

  func post(_ invalidation: Invalidation) {
    withLock { $0.append(invalidation) }
  }

  func drain() -> [Invalidation] {
    withLock { pending in
      defer { pending = [] }
      return pending
    }
  }

  func restore(_ invalidations: [Invalidation]) {
    withLock { $0.insert(contentsOf: invalidations, at: 0) }
  }

  var isEmpty: Bool {
    withLock { $0.isEmpty }
  }
}
