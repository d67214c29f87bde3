// jemalloc options for the benchmark executables.
//
// jemalloc reads the global `malloc_conf` at start-up. Defining it here (the linker exports it,
// because libjemalloc refers to it) sets options without an environment variable, so a plain
// `swift package benchmark` gets them.
//
// dss:primary: take arena memory from sbrk first, so every new extent sits right after the
// previous one. Why: package-benchmark's plugin preloads malloc-interposer 1.6.1, whose `free`
// reads the 8 bytes before every pointer to tell its own blocks (which carry a 16-byte header)
// from others. Blocks Swift allocates through `aligned_alloc` (the runtime's metadata wait
// queues, weak-reference side tables, `UnsafeMutableRawPointer.allocate`) carry no header; when
// one is the first block of a fresh mmap region the bytes before it are unmapped and the process
// dies in `free` (seen here on fresh threads, whose new arenas start in new mappings). With
// memory from sbrk, the page before any extent is mapped. Byte counts are unchanged: size
// classes do not depend on where extents come from.
#include "CBenchmarkAllocatorConfig.h"

const char *malloc_conf = "dss:primary";
