#ifndef C_READ_TRACKING_SUPPORT_H
#define C_READ_TRACKING_SUPPORT_H

#include <stdbool.h>
// Included for its side effect: with glibc, the C library's <stdint.h> defines `__GLIBC__`,
// which selects the TLS model below.
#include <stdint.h>

// The calling thread's tracking state. Swift's own thread-local options are slow on Linux; a C
// `_Thread_local` is a single load. The access model depends on the platform:
//
// - glibc (ELF): the initial-exec model, which avoids a `__tls_get_addr` call on every access.
//   It requires the library to be loaded at program start (linked, not `dlopen`ed), which is
//   how SwiftPM links it.
// - Apple platforms (Mach-O): thread-locals go through the dynamic linker's TLV descriptors,
//   the only model Mach-O has; the compiler picks it and no attribute is given.
// - musl (the Static Linux SDK) and any other target: the compiler's default model. In a fully
//   static executable, which is what the Static Linux SDK builds, the linker relaxes it to
//   local-exec, the fastest model; in a shared library it stays correct even if `dlopen`ed.
#if defined(__ELF__) && defined(__GLIBC__)
#define READTRACKING_TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define READTRACKING_TLS_MODEL
#endif

/// The calling thread's current access list (the address of an `AccessList`, which lives in the
/// frame that opened the scope), or null when no tracking scope is open on this thread.
extern _Thread_local void *_Nullable readtracking_current_access_list READTRACKING_TLS_MODEL;

/// The registrar context and property tag (`PropertyKey.tag`) of the last read recorded in the
/// current access list, so that a repeated read is recognized with two comparisons.
extern _Thread_local const void *_Nullable readtracking_last_context READTRACKING_TLS_MODEL;
extern _Thread_local const void *_Nullable readtracking_last_property READTRACKING_TLS_MODEL;

/// Returns the calling thread's current access list, or null.
static inline void *_Nullable readtracking_current(void) {
  return readtracking_current_access_list;
}

/// Replaces the calling thread's current access list and forgets the last read.
static inline void readtracking_set_current(void *_Nullable list) {
  readtracking_current_access_list = list;
  readtracking_last_context = 0;
  readtracking_last_property = 0;
}

/// Whether the last read recorded on this thread was of this registrar context and property tag.
/// A tag is never 0; `property` is nullable only so that Swift passes it with no unwrap check.
static inline bool readtracking_is_last(const void *_Nonnull context,
                                        const void *_Nullable property) {
  return readtracking_last_context == context && readtracking_last_property == property;
}

/// Remembers the last read recorded on this thread.
static inline void readtracking_set_last(const void *_Nonnull context,
                                         const void *_Nullable property) {
  readtracking_last_context = context;
  readtracking_last_property = property;
}

/// The Swift runtime's conditional retain (exported by every Swift runtime, not declared to
/// Swift): takes a strong reference to `object` and returns it, unless the object's deinit has
/// started (its last strong reference is gone), in which case it returns null and takes nothing.
extern void *_Nullable swift_tryRetain(void *_Nonnull object);

/// Takes a strong reference to the Swift object at `object`, unless its deinit has started.
///
/// A registrar uses it on a cancellable scope that it lists without holding a reference: the
/// scope's token is the scope itself, so releasing the token deinitializes it (and the deinit
/// cancels it).
static inline bool readtracking_try_retain(const void *_Nonnull object) {
  return swift_tryRetain((void *)object) != 0;
}

/// The Swift runtime's uniqueness check and non-atomic release (exported by every Swift runtime,
/// not declared to Swift).
extern bool swift_isUniquelyReferenced_nonNull_native(const void *_Nonnull object);
extern void swift_nonatomic_release(void *_Nullable object);

/// Gives back a reference to the Swift object at `object` without an atomic operation, if it is
/// the last one; otherwise releases nothing and returns false (the caller then releases it).
///
/// Only for an object no other thread can take a new reference to any more (a scope a registrar
/// removed from its table). Then a count of one cannot change under the caller's feet: the only
/// other threads that held references already gave them back, with atomic releases that the
/// fence below orders before the object's deinitialization.
static inline bool readtracking_release_if_last(void *_Nonnull object) {
  if (!swift_isUniquelyReferenced_nonNull_native(object)) return false;
  __atomic_thread_fence(__ATOMIC_ACQUIRE);
  swift_nonatomic_release(object);
  return true;
}

#endif
