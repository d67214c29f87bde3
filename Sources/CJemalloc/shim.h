// CJemalloc: the system jemalloc (Debian's libjemalloc-dev, unprefixed build).
// Linking this module makes libjemalloc.so.2 the first NEEDED library of every
// binary that depends on MemoryProbe, so it serves the whole process's mallocs.
// Only MemoryProbe/Internals/Mallctl.swift imports it.
#ifndef CJEMALLOC_SHIM_H
#define CJEMALLOC_SHIM_H
#include <jemalloc/jemalloc.h>
#endif
