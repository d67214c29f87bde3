#include "_ProfilerShims.h"
#include <malloc.h>
#include <stdint.h>
#include <sys/auxv.h>

// Declared in swift/Runtime/Metadata.h (exported by libswiftCore), with the Swift calling
// convention, which clang spells `swiftcall`. The last two parameters are the generic
// context descriptor and its arguments; we have neither.
extern const void *swift_getTypeByMangledNameInContext(
    const char *typeNameStart, size_t typeNameLength,
    const void *context, const void *const *genericArgs) __attribute__((swiftcall));

const void *_profiler_type_by_mangled_name(const char *name, size_t length) {
    return swift_getTypeByMangledNameInContext(name, length, NULL, NULL);
}

size_t _profiler_allocation_size(const void *block) {
    return malloc_usable_size((void *)block);
}

// Declared in swift/Demangling/Demangle.h (SWIFT_RUNTIME_EXPORT, C calling convention).
extern char *swift_demangle(const char *mangledName, size_t mangledNameLength,
                            char *outputBuffer, size_t *outputBufferSize, uint32_t flags);

char *_profiler_demangle(const char *symbol, size_t length) {
    return swift_demangle(symbol, length, NULL, NULL, 0);
}

uintptr_t _profiler_entry_point(void) {
    return (uintptr_t)getauxval(AT_ENTRY);
}
