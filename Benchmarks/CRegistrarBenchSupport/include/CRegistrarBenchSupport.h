#ifndef C_REGISTRAR_BENCH_SUPPORT_H
#define C_REGISTRAR_BENCH_SUPPORT_H

#include <stddef.h>
#include <stdlib.h>

/// Heap bytes currently allocated, from the C allocator (glibc `mallinfo2`; 0 elsewhere).
size_t registrar_bench_heap_bytes(void);

#endif
