// _MemoryProbeShims: the dynamic-linker calls MemoryProbe needs to prove which allocator
// serves the process. dladdr needs _GNU_SOURCE, which must not leak into a module that
// Swift's Glibc module also sees, so the definitions live in a .c file and this header
// includes nothing but <stddef.h> and <stdint.h>. Also the frame-pointer backtrace hook for
// jemalloc's profiler (frame_pointer_backtrace.c, installed by StackSampler).
#ifndef MEMORYPROBE_SHIMS_H
#define MEMORYPROBE_SHIMS_H
#include <stddef.h>
#include <stdint.h>

/// Loads one of jemalloc's per-thread counters (`thread.allocatedp`, `thread.deallocatedp`).
/// The load is volatile: jemalloc updates the counter behind the compiler's back, so every
/// read must really read memory (one `mov`, ~0.3 ns; inlined into Swift callers).
static inline uint64_t _memoryprobe_load_counter(const uint64_t *counter) {
    return *(const volatile uint64_t *)counter;
}

/// The CPU's time-stamp counter (x86-64 `rdtsc`, ~7 ns), or 0 on other architectures.
/// Meaningful as time only where the counter is invariant (`constant_tsc` in /proc/cpuinfo).
static inline uint64_t _memoryprobe_cycles(void) {
#if defined(__x86_64__)
    uint32_t lo, hi;
    __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t)hi << 32) | lo;
#else
    return 0;
#endif
}

/// Calls the process's `malloc` as the dynamic linker resolves it for everyone (the first
/// definition in lookup order: an LD_PRELOADed interposer, jemalloc, or glibc).
void *_memoryprobe_process_malloc(size_t size);

/// Calls the process's `free`, resolved the same way.
void _memoryprobe_process_free(void *pointer);

/// The path of the shared object that provides the process's `malloc`, or NULL.
const char *_memoryprobe_malloc_provider(void);

/// jemalloc's `experimental.hooks.prof_backtrace` function type: fills `frames` with up to
/// `capacity` return addresses, innermost first, and sets `*count`.
typedef void (*_memoryprobe_backtrace_hook)(void **frames, unsigned *count, unsigned capacity);

/// The frame-pointer backtrace hook (frame_pointer_backtrace.c), set up to step over the allocator's
/// own frames with cached rules (learnt from their CFI and confirmed against libgcc's unwinder) or
/// libgcc, then to follow the frame-pointer chain, and to call `fallback` (jemalloc's default hook) on threads that did not
/// call `_memoryprobe_fp_backtrace_prepare_thread`. The allocator's code is located from
/// `fallback`'s address (its shared object's executable segment). 0 when it cannot be
/// located, or `fallback` is 0 or already the hook. Addresses as integers, so that the Swift
/// caller instantiates no generic metadata (a first use inside a callback would move bytes
/// out of the ledger's figures).
uintptr_t _memoryprobe_fp_backtrace_hook(uintptr_t fallback);

/// Records the calling thread's stack bounds (pthread_getattr_np) for the hook's checks.
/// 1 on success, 0 when they are unknown (the hook then falls back on this thread).
/// Allocates: call it outside sampling windows.
int _memoryprobe_fp_backtrace_prepare_thread(void);

/// What the hook did since it was installed (`_memoryprobe_fp_backtrace_hook`), on the thread that
/// owns the rules (the first one prepared).
typedef struct {
    /// Samples whose allocator frames were stepped over with confirmed rules alone.
    uint64_t cached_samples;
    /// Samples walked with libgcc's unwinder: a rule missing or unconfirmed, a rule's step out of
    /// bounds, or a periodic check.
    uint64_t libgcc_samples;
    /// Return addresses whose rule was read from their CFI; of them, how many are confirmed
    /// (they agreed with libgcc on 8 samples) and rejected (CFI the walk does not model, or a
    /// disagreement with libgcc: never used again).
    uint64_t rules_learnt, rules_confirmed, rules_rejected;
    /// libgcc walks replayed with the rules and compared frame by frame; how many disagreed.
    uint64_t comparisons, disagreements;
    /// 1 when a check found the hook's own frame other than the walk assumes: rules unused.
    uint64_t rules_disabled;
} _memoryprobe_fp_backtrace_counters;

/// Whether the hook steps over the allocator's frames with cached rules (`cache_rules` 1, the
/// default) or with libgcc's unwinder on every sample (0), and every how many rule-walked samples
/// one is walked by libgcc too and compared (0: never; 1: every sample). Default 1024.
void _memoryprobe_fp_backtrace_configure(int cache_rules, unsigned verify_every);

/// A test of the checks: every rule learnt from now on gets a CFA 8 bytes off (`skew` 1), so that
/// each must disagree with libgcc and be rejected before any sample uses it.
void _memoryprobe_fp_backtrace_skew_rules_for_test(int skew);

/// Copies the hook's counters into `counters`.
void _memoryprobe_fp_backtrace_read_counters(_memoryprobe_fp_backtrace_counters *counters);

/// Exact allocation stacks through jemalloc's allocation hooks (allocation_hook_stacks.c): what
/// the table holds and what it could not keep.
typedef struct {
    /// Allocations recorded (sampled) on a stack of the table, and their usable bytes.
    uint64_t allocations, bytes;
    /// Allocations not recorded (the table or its frame pool full, or a stack not walked), and
    /// their bytes: reported, never fatal.
    uint64_t overflow_allocations, overflow_bytes;
    /// Distinct stacks in the table.
    uint64_t stacks;
} _memoryprobe_hook_stacks_counters;

/// Maps a table of 2^`table_log2` stacks and a pool of 2^`frames_log2` frames (mmap, before any
/// window), locates jemalloc's code, and installs the hooks (`experimental.hooks.install`).
/// `sample_interval_log2` 0 records every allocation; N > 0 samples one allocation per 2^N bytes
/// on average (Poisson over bytes, as jemalloc's `lg_prof_sample`; fixed seed), 0 to 30.
/// The calling thread must be prepared (`_memoryprobe_fp_backtrace_prepare_thread`).
/// 0 on success; 1 no mallctl/malloc_usable_size, 2 jemalloc's code not found, 3 bad sizes or
/// mmap failed, 4 the install mallctl failed, 5 already installed.
int _memoryprobe_hook_stacks_start(unsigned table_log2, unsigned frames_log2, unsigned sample_interval_log2);

/// The sampler's seed for the next `_memoryprobe_hook_stacks_start` (default 0x5DEECE66D).
void _memoryprobe_hook_stacks_set_seed(uint64_t seed);

/// Opens (1) or closes (0) the window on the calling thread: only there, and only while
/// installed, are allocations recorded. One thread-local store.
void _memoryprobe_hook_stacks_set_window(int open);

/// Removes the hooks (the table stays readable).
void _memoryprobe_hook_stacks_stop(void);

/// Removes the hooks and unmaps the table.
void _memoryprobe_hook_stacks_release(void);

/// Copies the collector's counters into `counters`.
void _memoryprobe_hook_stacks_read_counters(_memoryprobe_hook_stacks_counters *counters);

/// The table's number of slots (0 when none is mapped).
uint32_t _memoryprobe_hook_stacks_capacity(void);

/// Slot `index`'s frame count (0 for an empty slot), with its bytes and allocations.
uint32_t _memoryprobe_hook_stacks_entry(uint32_t index, uint64_t *bytes, uint64_t *count);

/// Frame `frame` (innermost first) of slot `index`'s stack, or 0.
uintptr_t _memoryprobe_hook_stacks_frame(uint32_t index, uint32_t frame);

#endif
