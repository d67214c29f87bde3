// Allocation backtraces for jemalloc's profiler through frame pointers (issue 38).
//
// jemalloc's default `prof_backtrace` walks every frame with libgcc's DWARF unwinder
// (`_Unwind_Backtrace`: an FDE lookup through `_dl_find_object` and a CFI interpretation per
// frame), which dominated `run --stacks`. Swift code on Linux x86-64 keeps frame pointers, but
// Debian's jemalloc is built without them: when the hook is called, %rbp holds whatever
// jemalloc's code put there. So the walk is hybrid: libgcc unwinds only jemalloc's own few
// frames (malloc -> prof_alloc_prep -> prof_tctx_create -> prof_backtrace), and at the first
// frame outside jemalloc it takes that frame's %rbp (DWARF register 6, as restored by the
// unwinder) and follows the saved frame-pointer chain from there, with bounds checks: it stops
// on a null, misaligned or non-increasing frame pointer, one outside the thread's stack, or a
// null return address.
//
// The thread's stack bounds come from pthread_getattr_np, which reads /proc/self/maps and
// allocates on the main thread, so it cannot run inside malloc: they are taken by
// `_memoryprobe_fp_backtrace_prepare_thread` (the sampling thread calls it before sampling)
// and kept in thread-local storage. On a thread that did not prepare, or when the address of
// jemalloc's code is unknown, the hook calls jemalloc's default unwinder.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <unwind.h>
#include "_MemoryProbeShims.h"

static _memoryprobe_backtrace_hook fallback_hook;
static uintptr_t allocator_text_start, allocator_text_end;
static __thread uintptr_t stack_low, stack_high;

struct unwind_state {
    void **frames;
    unsigned count, capacity, seen;
    uintptr_t frame_pointer;
    int handed_off;
};

static _Unwind_Reason_Code unwind_step(struct _Unwind_Context *context, void *argument) {
    struct unwind_state *state = argument;
    uintptr_t address = _Unwind_GetIP(context);
    if (address == 0 || state->count >= state->capacity) return _URC_END_OF_STACK;
    // Frame 0 is this file's hook itself: not a frame of the program.
    if (state->seen++ == 0) return _URC_NO_REASON;
    state->frames[state->count++] = (void *)address;
    if (address < allocator_text_start || address >= allocator_text_end) {
        state->frame_pointer = _Unwind_GetGR(context, 6);
        state->handed_off = 1;
        return _URC_END_OF_STACK;
    }
    return _URC_NO_REASON;
}

static void frame_pointer_backtrace(void **frames, unsigned *count, unsigned capacity) {
    if (stack_high == 0 || allocator_text_end == 0) {
        fallback_hook(frames, count, capacity);
        return;
    }
    struct unwind_state state = { frames, 0, capacity, 0, 0, 0 };
    _Unwind_Backtrace(unwind_step, &state);
    unsigned n = state.count;
    uintptr_t frame = state.frame_pointer;
    while (state.handed_off && n < capacity) {
        if (frame < stack_low || frame > stack_high - 2 * sizeof(uintptr_t) || (frame & (sizeof(uintptr_t) - 1))) break;
        uintptr_t next = ((const uintptr_t *)frame)[0];
        uintptr_t returnAddress = ((const uintptr_t *)frame)[1];
        if (returnAddress == 0) break;
        frames[n++] = (void *)returnAddress;
        if (next <= frame) break;
        frame = next;
    }
    *count = n;
}

static int find_text(struct dl_phdr_info *info, size_t size, void *argument) {
    (void)size;
    uintptr_t base = (uintptr_t)argument;
    if (info->dlpi_addr != base) return 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_LOAD || !(header->p_flags & PF_X)) continue;
        allocator_text_start = base + header->p_vaddr;
        allocator_text_end = allocator_text_start + header->p_memsz;
        return 1;
    }
    return 0;
}

uintptr_t _memoryprobe_fp_backtrace_hook(uintptr_t fallback_address) {
    _memoryprobe_backtrace_hook fallback = (_memoryprobe_backtrace_hook)fallback_address;
    if (fallback == NULL || fallback == frame_pointer_backtrace) return 0;
    const void *allocator_function = (const void *)fallback;
    Dl_info info;
    if (!dladdr(allocator_function, &info) || info.dli_fbase == NULL) return 0;
    allocator_text_start = allocator_text_end = 0;
    dl_iterate_phdr(find_text, info.dli_fbase);
    if (allocator_text_end == 0) return 0;
    if ((uintptr_t)allocator_function < allocator_text_start || (uintptr_t)allocator_function >= allocator_text_end) {
        allocator_text_start = allocator_text_end = 0;
        return 0;
    }
    fallback_hook = fallback;
    return (uintptr_t)frame_pointer_backtrace;
}

int _memoryprobe_fp_backtrace_prepare_thread(void) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void *low = NULL;
    size_t size = 0;
    int status = pthread_attr_getstack(&attributes, &low, &size);
    pthread_attr_destroy(&attributes);
    if (status != 0 || low == NULL || size == 0) return 0;
    stack_low = (uintptr_t)low;
    stack_high = (uintptr_t)low + size;
    return 1;
}
