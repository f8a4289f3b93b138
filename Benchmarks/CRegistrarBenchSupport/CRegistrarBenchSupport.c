#include "CRegistrarBenchSupport.h"

#if defined(__GLIBC__)
#include <malloc.h>

size_t registrar_bench_heap_bytes(void) {
  return mallinfo2().uordblks;
}
#else
size_t registrar_bench_heap_bytes(void) {
  return 0;
}
#endif
