#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`, allocated together with it.
///
/// The module uses this instead of `Synchronization.Mutex` because ThreadSanitizer does not see
/// the futex-based `Mutex` on Linux and reports every access it guards as a race; it does see
/// `pthread_mutex_lock`. Tests use it for the same reason. Copies share the same lock.
///
/// `ReadTracking` has its own copy on purpose: a lock shared from another module is called as an
/// unspecialized generic function, which its hot paths measurably pay.
///
/// Safety: `@unchecked Sendable` because the state is only reached through ``withLock(_:)``,
/// which holds the mutex for the whole access.
package struct Lock<State>: @unchecked Sendable {
  private let storage: Storage

  /// Creates a lock around `state`.
  package init(_ state: State) {
    storage = unsafeDowncast(
      Storage.create(minimumCapacity: 1) { _ in state }, to: Storage.self)
    storage.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
    }
  }

  /// Runs `body` with exclusive access to the state.
  ///
  /// `body` must not call code that may take this lock again, nor user code.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { state, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&state.pointee)
    }
  }

  /// The state and, in the buffer's single element, the mutex.
  private final class Storage: ManagedBuffer<State, pthread_mutex_t> {
    deinit {
      withUnsafeMutablePointerToElements { mutex in
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
      }
    }
  }
}
