#include "CReadTrackingSupport.h"

_Thread_local void *_Nullable readtracking_current_access_list = 0;
