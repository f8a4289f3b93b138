#ifndef C_READ_TRACKING_SUPPORT_H
#define C_READ_TRACKING_SUPPORT_H

#include <stdbool.h>

// The calling thread's tracking state. Swift's own thread-local options are slow on Linux; a C
// `_Thread_local` is a single load. The initial-exec model avoids a `__tls_get_addr` call on
// every access; it requires the library to be loaded at program start (linked, not `dlopen`ed),
// which is how SwiftPM links it.

/// The calling thread's current access list (an unretained `ReadTracking` object), or null when
/// no tracking scope is open on this thread.
extern _Thread_local void *_Nullable readtracking_current_access_list
    __attribute__((tls_model("initial-exec")));

/// The registrar and key path object of the last read recorded in the current access list, so
/// that a repeated read is recognized with two comparisons.
extern _Thread_local const void *_Nullable readtracking_last_context
    __attribute__((tls_model("initial-exec")));
extern _Thread_local const void *_Nullable readtracking_last_key_path
    __attribute__((tls_model("initial-exec")));

/// Returns the calling thread's current access list, or null.
static inline void *_Nullable readtracking_current(void) {
  return readtracking_current_access_list;
}

/// Replaces the calling thread's current access list and forgets the last read.
static inline void readtracking_set_current(void *_Nullable list) {
  readtracking_current_access_list = list;
  readtracking_last_context = 0;
  readtracking_last_key_path = 0;
}

/// Whether the last read recorded on this thread was of this registrar and key path object.
static inline bool readtracking_is_last(const void *_Nonnull context,
                                        const void *_Nonnull key_path) {
  return readtracking_last_context == context && readtracking_last_key_path == key_path;
}

/// Remembers the last read recorded on this thread.
static inline void readtracking_set_last(const void *_Nonnull context,
                                         const void *_Nonnull key_path) {
  readtracking_last_context = context;
  readtracking_last_key_path = key_path;
}

#endif
