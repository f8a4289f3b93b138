#ifndef C_READ_TRACKING_SUPPORT_H
#define C_READ_TRACKING_SUPPORT_H

#include <stdbool.h>

// The calling thread's tracking state. Swift's own thread-local options are slow on Linux; a C
// `_Thread_local` is a single load. The initial-exec model avoids a `__tls_get_addr` call on
// every access; it requires the library to be loaded at program start (linked, not `dlopen`ed),
// which is how SwiftPM links it.

/// The calling thread's current access list (the address of an `AccessList`, which lives in the
/// frame that opened the scope), or null when no tracking scope is open on this thread.
extern _Thread_local void *_Nullable readtracking_current_access_list
    __attribute__((tls_model("initial-exec")));

/// The registrar context and property tag (`PropertyKey.tag`) of the last read recorded in the
/// current access list, so that a repeated read is recognized with two comparisons.
extern _Thread_local const void *_Nullable readtracking_last_context
    __attribute__((tls_model("initial-exec")));
extern _Thread_local const void *_Nullable readtracking_last_property
    __attribute__((tls_model("initial-exec")));

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

#endif
