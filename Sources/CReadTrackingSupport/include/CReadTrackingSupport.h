#ifndef C_READ_TRACKING_SUPPORT_H
#define C_READ_TRACKING_SUPPORT_H

/// The calling thread's current access list (an unretained `ReadTracking` object), or null when
/// no tracking scope is open on this thread.
///
/// Swift's own thread-local options are slow on Linux; a C `_Thread_local` is a single load. The
/// initial-exec model avoids a `__tls_get_addr` call on every access; it requires the library to
/// be loaded at program start (linked, not `dlopen`ed), which is how SwiftPM links it.
extern _Thread_local void *_Nullable readtracking_current_access_list
    __attribute__((tls_model("initial-exec")));

/// Returns the calling thread's current access list, or null.
static inline void *_Nullable readtracking_current(void) {
  return readtracking_current_access_list;
}

/// Replaces the calling thread's current access list.
static inline void readtracking_set_current(void *_Nullable list) {
  readtracking_current_access_list = list;
}

#endif
