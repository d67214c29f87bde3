#define _GNU_SOURCE
#include <dlfcn.h>
#include "_MemoryProbeShims.h"

void *_memoryprobe_process_malloc(size_t size) {
    void *(*fn)(size_t) = (void *(*)(size_t))dlsym(RTLD_DEFAULT, "malloc");
    return fn ? fn(size) : NULL;
}

void _memoryprobe_process_free(void *pointer) {
    void (*fn)(void *) = (void (*)(void *))dlsym(RTLD_DEFAULT, "free");
    if (fn) fn(pointer);
}

const char *_memoryprobe_malloc_provider(void) {
    void *fn = dlsym(RTLD_DEFAULT, "malloc");
    Dl_info info;
    if (fn && dladdr(fn, &info) && info.dli_fname) return info.dli_fname;
    return NULL;
}
