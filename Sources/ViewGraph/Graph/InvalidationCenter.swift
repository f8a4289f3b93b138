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
/// The lock is a pthread mutex rather than `Synchronization.Mutex`: on Linux the latter's
/// futex-based lock lives in an uninstrumented module, so the thread sanitizer cannot see it
/// and reports the accesses it protects as races.
final class InvalidationCenter: @unchecked Sendable {
  // Safety: `pending` and `flushingThread` are only read or written between
  // `pthread_mutex_lock(mutex)` and `pthread_mutex_unlock(mutex)`, in `withLock`; the mutex
  // lives as long as the center.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var pending: [Invalidation] = []
  private var flushingThread: pthread_t?

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

  /// Marks the calling thread as running a flush, until ``endFlush()``.
  func beginFlush() {
    let thread = pthread_self()
    withLock { _ in flushingThread = thread }
  }

  /// Ends the flush begun by ``beginFlush()``.
  func endFlush() {
    withLock { _ in flushingThread = nil }
  }

  func post(_ invalidation: Invalidation) {
    let thread = pthread_self()
    withLock { pending in
      var invalidation = invalidation
      invalidation.isRaisedByFlush = flushingThread.map { pthread_equal($0, thread) != 0 } ?? false
      pending.append(invalidation)
    }
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
