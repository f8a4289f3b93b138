#include "CReadTrackingSupport.h"

_Thread_local void *_Nullable readtracking_current_access_list
    __attribute__((tls_model("initial-exec"))) = 0;
_Thread_local const void *_Nullable readtracking_last_context
    __attribute__((tls_model("initial-exec"))) = 0;
_Thread_local const void *_Nullable readtracking_last_property
    __attribute__((tls_model("initial-exec"))) = 0;
