#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a C library mutex.
///
/// `Synchronization.Mutex` would do, but on Linux its lock is implemented out of line in a
/// library that the thread sanitizer does not instrument, so every access it guards is
/// reported as a race. A `pthread_mutex_t` is intercepted by the sanitizer, so the concurrency
/// tests stay meaningful. The tests use this type too (it is `package`).
///
/// `Lock` is `Sendable`: the state is only reached through ``withLock(_:)``.
package final class Lock<State>: @unchecked Sendable {
  // Safety: `state` is only read or written between `pthread_mutex_lock` and
  // `pthread_mutex_unlock` on `mutex`.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var state: State

  /// Creates a lock guarding `state`.
  package init(_ state: State) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    self.state = state
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  ///
  /// > Important: `body` must not call user code (observers, handlers): the lock is held.
  package func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
