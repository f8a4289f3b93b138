#include "CRegistrarBenchSupport.h"

#if defined(__GLIBC__)
#include <malloc.h>

bool registrar_bench_can_count_heap(void) { return true; }

size_t registrar_bench_heap_bytes(void) {
  // Chunks the allocator maps on their own (large arrays and dictionaries) are counted too.
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
#elif defined(__APPLE__)
#include <malloc/malloc.h>

bool registrar_bench_can_count_heap(void) { return true; }

size_t registrar_bench_heap_bytes(void) {
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);  // NULL: every zone
  return statistics.size_in_use;
}
#else
// musl and other C libraries have no allocator statistics: the memory cases are skipped.
bool registrar_bench_can_count_heap(void) { return false; }

size_t registrar_bench_heap_bytes(void) { return 0; }
#endif
