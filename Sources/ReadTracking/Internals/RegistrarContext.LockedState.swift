#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

extension RegistrarContext {
  /// A registrar's table and the C library mutex that guards it, in one allocation.
  ///
  /// What ``Lock`` does for a ``State``, without its second allocation: the table is the
  /// buffer's header and the mutex its one element, both at fixed addresses for the object's
  /// lifetime. One object and one allocation per observed object instead of two (a `Lock` and
  /// its storage), 32 bytes less with the allocator's headers and rounding.
  ///
  /// The table is 80 bytes and the mutex 40, so the object is 136 bytes, which the allocator's
  /// 8-byte header rounds to 144 (152 took 160).
  ///
  /// Why a `pthread_mutex_t`: see ``Lock``.
  final class LockedState: ManagedBuffer<State, pthread_mutex_t> {
    // Safety: the header is only read or written between `pthread_mutex_lock` and
    // `pthread_mutex_unlock` on the element, which never moves; the object is published to other
    // threads only after `make()` returns.

    /// Creates the lock, guarding an empty table.
    static func make() -> LockedState {
      let buffer = create(minimumCapacity: 1) { _ in State() }
      buffer.withUnsafeMutablePointerToElements { mutex in
        mutex.initialize(to: pthread_mutex_t())
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
      }
      return unsafeDowncast(buffer, to: LockedState.self)
    }

    /// The bytes from the start of one to the end of its mutex, header included: a test hook.
    static var size: Int {
      let state = make()
      return state.withUnsafeMutablePointerToElements { mutex in
        UnsafeRawPointer(mutex + 1) - UnsafeRawPointer(Unmanaged.passUnretained(state).toOpaque())
      }
    }

    deinit {
      withUnsafeMutablePointerToElements { mutex in
        _ = pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
      }
    }

    /// Runs `body` with exclusive access to the table.
    ///
    /// > Important: `body` must not take this lock again, nor call user code: the lock is held.
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
      withUnsafeMutablePointers { state, mutex in
        _ = pthread_mutex_lock(mutex)
        defer { _ = pthread_mutex_unlock(mutex) }
        return body(&state.pointee)
      }
    }
  }
}
