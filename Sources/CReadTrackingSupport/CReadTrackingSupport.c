#include "CReadTrackingSupport.h"

// The model attribute must match the declarations' (see the header for each platform's model).
_Thread_local void *_Nullable readtracking_current_access_list READTRACKING_TLS_MODEL = 0;
_Thread_local const void *_Nullable readtracking_last_context READTRACKING_TLS_MODEL = 0;
_Thread_local const void *_Nullable readtracking_last_property READTRACKING_TLS_MODEL = 0;
