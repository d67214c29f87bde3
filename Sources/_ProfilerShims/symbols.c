// dladdr needs _GNU_SOURCE, which must not leak into the module's header.
#define _GNU_SOURCE
#include <dlfcn.h>
#include "_ProfilerShims.h"

int _profiler_symbolize(uintptr_t address, const char **file, uintptr_t *file_base,
                        const char **symbol, uintptr_t *symbol_address) {
    Dl_info info;
    if (dladdr((void *)address, &info) == 0) return 0;
    *file = info.dli_fname;
    *file_base = (uintptr_t)info.dli_fbase;
    *symbol = info.dli_sname;
    *symbol_address = (uintptr_t)info.dli_saddr;
    return 1;
}

char *_profiler_demangle_cxx(const char *symbol) {
    typedef char *(*demangle_fn)(const char *, char *, size_t *, int *);
    static demangle_fn demangle = NULL;
    static int looked_up = 0;
    if (!looked_up) {
        demangle = (demangle_fn)dlsym(RTLD_DEFAULT, "__cxa_demangle");
        looked_up = 1;
    }
    if (demangle == NULL) return NULL;
    int status = 0;
    char *result = demangle(symbol, NULL, NULL, &status);
    return status == 0 ? result : NULL;
}
