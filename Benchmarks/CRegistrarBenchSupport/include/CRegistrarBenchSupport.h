#ifndef C_REGISTRAR_BENCH_SUPPORT_H
#define C_REGISTRAR_BENCH_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

/// Whether this C library reports its heap usage (glibc and Apple platforms do; musl does not).
bool registrar_bench_can_count_heap(void);

/// Heap bytes currently allocated, from the C allocator (glibc `mallinfo2`, Apple's
/// `malloc_zone_statistics`); 0 where ``registrar_bench_can_count_heap`` is false.
size_t registrar_bench_heap_bytes(void);

#endif
