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
/// tests stay meaningful. The mutex and the state share one allocation behind a pointer, so
/// reaching the state takes no dynamic exclusivity check. The tests use this type too (it is
/// `package`).
///
/// `PublishOnWrite` has its own copy on purpose: a lock shared from another module is called as
/// an unspecialized generic function, which cost installing and cancelling a scope 40 % more.
///
/// `Lock` is `Sendable`: the state is only reached through ``withLock(_:)``.
package final class Lock<State>: @unchecked Sendable {
  // Safety: `storage.pointee.state` is only read or written between `pthread_mutex_lock` and
  // `pthread_mutex_unlock` on `storage.pointee.mutex`, which never moves.

  private struct Storage {
    var mutex: pthread_mutex_t
    var state: State
  }

  private let storage: UnsafeMutablePointer<Storage>

  /// Creates a lock guarding `state`.
  package init(_ state: State) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: Storage(mutex: pthread_mutex_t(), state: state))
    _ = pthread_mutex_init(&storage.pointee.mutex, nil)
  }

  deinit {
    _ = pthread_mutex_destroy(&storage.pointee.mutex)
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  ///
  /// > Important: `body` must not call user code (observers, handlers): the lock is held.
  package func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    _ = pthread_mutex_lock(&storage.pointee.mutex)
    defer { _ = pthread_mutex_unlock(&storage.pointee.mutex) }
    return try body(&storage.pointee.state)
  }
}
