// _ProfilerShims: calls the Profiler's retain-path walk cannot make cleanly from Swift.
// The Profiler's retain-path walk resolves the mangled type names of closure captures
// (reflection metadata) to type metadata. The runtime entry point uses the Swift calling
// convention, and naming a runtime symbol with @_silgen_name draws a "reserved for the
// Swift runtime" warning (an error in a future compiler), so a C wrapper calls it instead.
// Only Profiler/Leaks/ imports this module (Internals/SwiftMetadata, ClosureContextReader, ModuleGlobals).
#ifndef PROFILER_SHIMS_H
#define PROFILER_SHIMS_H
#include <stddef.h>
#include <stdint.h>

/// The type metadata a mangled type name denotes, or NULL when it cannot be resolved
/// without a generic context (a capture whose type mentions a generic parameter).
///
/// `name` must point into the binary's reflection metadata, not at a copy: symbolic
/// references inside the name are offsets relative to their own address. The corresponding
/// runtime function is `swift_getTypeByMangledNameInContext` with no context. Cost: a
/// lookup in the runtime's cache after the first resolution (about a microsecond).
const void *_profiler_type_by_mangled_name(const char *name, size_t length);

/// The usable size of a heap block (`malloc_usable_size`: jemalloc's when jemalloc serves
/// the process). Used on closure contexts, which the Swift runtime allocates with `malloc`.
size_t _profiler_allocation_size(const void *block);

/// The demangled text of a Swift symbol (`static App.Registry.shared : App.Registry`), in a
/// `malloc`ed buffer the caller frees, or NULL. The corresponding runtime function is
/// `swift_demangle` (C calling convention, exported by libswiftCore).
char *_profiler_demangle(const char *symbol, size_t length);

/// The running executable's entry point (`getauxval(AT_ENTRY)`), from which the load bias
/// of its symbols follows.
uintptr_t _profiler_entry_point(void);

/// What the dynamic linker knows about `address` (`dladdr`): the object file containing it
/// and its load base, and the nearest exported symbol at or below it with that symbol's
/// address (NULL/0 when none is exported). Returns 0 when no object contains the address.
/// Used by Profiler/Stacks/ to name the frames of jemalloc's heap-profile stacks.
int _profiler_symbolize(uintptr_t address, const char **file, uintptr_t *file_base,
                        const char **symbol, uintptr_t *symbol_address);

/// The demangled text of a C++ symbol (`_ZN5swift...`) in a `malloc`ed buffer the caller
/// frees, or NULL. Calls the C++ runtime's `__cxa_demangle`, found with `dlsym` (the Swift
/// runtime loads libstdc++), so nothing links against it.
char *_profiler_demangle_cxx(const char *symbol);

#endif
