#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A value guarded by a C library mutex.
///
/// Why a `pthread_mutex_t`: `Synchronization.Mutex` would do, but on Linux its lock is
/// implemented out of line in a library that the thread sanitizer does not instrument, so every
/// access it guards is reported as a race. The sanitizer intercepts `pthread_mutex_lock`, so the
/// concurrency tests stay meaningful. The mutex and the state share one allocation behind a
/// pointer, so reaching the state takes no dynamic exclusivity check.
///
/// Why there are copies: `PublishOnWrite`, `ReadTracking` and `ViewGraph` each have this same
/// file, on purpose. A lock shared from another module is called as an unspecialized generic
/// function, even `@inlinable`: measured, installing and cancelling a scope went from 140 to
/// 195 ns (`registrar-bench`) and a one-row tracked update from 2.4 to 2.8 µs
/// (`viewgraph-bench`). Change the three copies together.
///
/// `Lock` is `Sendable`: the state is only reached through ``withLock(_:)``. The type is
/// `package`, so tests use it too.
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
    precondition(pthread_mutex_init(&storage.pointee.mutex, nil) == 0, "pthread_mutex_init failed")
  }

  deinit {
    _ = pthread_mutex_destroy(&storage.pointee.mutex)
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  ///
  /// > Important: `body` must not take this lock again, nor call user code (observers,
  /// > handlers, subscribers): the lock is held.
  package func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    _ = pthread_mutex_lock(&storage.pointee.mutex)
    defer { _ = pthread_mutex_unlock(&storage.pointee.mutex) }
    return try body(&storage.pointee.state)
  }
}
