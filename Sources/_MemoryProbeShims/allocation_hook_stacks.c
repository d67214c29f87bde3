// Allocation stacks without jemalloc's profiler: jemalloc 5.3's
// `experimental.hooks.install` allocation and expansion hooks, active on one thread inside the
// stacks window, walk each allocation's stack (every allocation in exact mode, else those a
// Poisson byte-interval sampler picks, as jemalloc's profiler does) and add its usable size to a
// fixed open-addressed table of stacks in memory mapped before the run: nothing here allocates
// (the hooks run inside malloc), and a table or frame pool that fills up counts what it could
// not keep instead of failing. See docs/STACKS.md, "How it works".
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <string.h>
#include <sys/mman.h>
#include "_MemoryProbeShims.h"
#include "allocator_walk.h"

// jemalloc 5.3's include/jemalloc/internal/hook.h (experimental ABI, read from its source).
enum { hook_alloc_posix_memalign = 1 };
enum { hook_expand_xallocx = 2 };
typedef void (*hook_alloc)(void *extra, int type, void *result, uintptr_t result_raw, uintptr_t args_raw[3]);
typedef void (*hook_dalloc)(void *extra, int type, void *address, uintptr_t args_raw[3]);
typedef void (*hook_expand)(void *extra, int type, void *address, size_t old_usize, size_t new_usize, uintptr_t result_raw, uintptr_t args_raw[4]);
struct jemalloc_hooks {
    hook_alloc alloc_hook;
    hook_dalloc dalloc_hook;
    hook_expand expand_hook;
    void *extra;
};

struct stack_entry {
    uint64_t hash, bytes, count;
    uint32_t first_frame;
    uint16_t frame_count;
    uint16_t used;
};

#define max_frames 128u
#define probe_limit 64u

static int (*mallctl_function)(const char *, void *, size_t *, void *, size_t);
static size_t (*usable_size_function)(void *);
static void *hooks_handle;
static struct stack_entry *table;
static uintptr_t *frame_pool;
static uint32_t table_mask, frame_capacity, frames_used, table_limit;
static size_t table_bytes, pool_bytes;
static _memoryprobe_hook_stacks_counters counters;
static __thread int window_open, in_hook;
// Sampled mode (`sample_interval` R > 1): bytes left before the next sample, exponentially
// distributed with mean R (drawn from `random_state`, a fixed seed: runs are reproducible).
static uint64_t sample_interval = 1, random_state, random_seed = 0x5DEECE66Dull;
static __thread double bytes_until_sample;

// splitmix64.
static uint64_t next_random(void) {
    uint64_t z = (random_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// An exponential draw with mean R: -R ln(u), u uniform in (0, 1].
static double next_sample_distance(void) {
    double u = (double)((next_random() >> 11) + 1) * 0x1.0p-53;
    return -log(u) * (double)sample_interval;
}

// Whether an allocation of `bytes` is sampled: as in jemalloc's profiler, the byte count crosses
// an exponentially distributed threshold during it, with probability 1 - exp(-bytes / R) (the
// distance left is memoryless); after a sample the next distance is drawn afresh.
static int sampled(uint64_t bytes) {
    if (sample_interval <= 1) return 1;
    if ((double)bytes < bytes_until_sample) {
        bytes_until_sample -= (double)bytes;
        return 0;
    }
    bytes_until_sample = next_sample_distance();
    return 1;
}

#define hash_multiplier 0x9E3779B97F4A7C15ull
#define mix(lane, value) ((lane) = ((lane) ^ (uint64_t)(value)) * hash_multiplier, (lane) ^= (lane) >> 29)

// Four independent lanes: stacks are 50-100 frames deep, and one multiply chain over them was
// 12% of an exact navigation run (perf), bound by the multiplies' latency.
static uint64_t hash_frames(void *const *frames, unsigned count) {
    uint64_t a = 0xcbf29ce484222325ull ^ count, b = 0x84222325cbf29ce4ull, c = 0x27d4eb2f165667c5ull, d = 0x165667b19e3779f9ull;
    unsigned i = 0;
    for (; i + 4 <= count; i += 4) {
        mix(a, (uintptr_t)frames[i]);
        mix(b, (uintptr_t)frames[i + 1]);
        mix(c, (uintptr_t)frames[i + 2]);
        mix(d, (uintptr_t)frames[i + 3]);
    }
    for (; i < count; i++) mix(a, (uintptr_t)frames[i]);
    mix(a, b);
    mix(a, c);
    mix(a, d);
    return a;
}

static void add(void *const *frames, unsigned count, uint64_t bytes) {
    uint64_t hash = hash_frames(frames, count);
    uint32_t slot = (uint32_t)(hash >> 20) & table_mask;
    for (unsigned probe = 0; probe < probe_limit && probe <= table_mask; probe++, slot = (slot + 1) & table_mask) {
        struct stack_entry *entry = &table[slot];
        if (!entry->used) {
            if (counters.stacks >= table_limit || frame_capacity - frames_used < count) break;
            memcpy(&frame_pool[frames_used], frames, count * sizeof(uintptr_t));
            *entry = (struct stack_entry){ hash, bytes, 1, frames_used, (uint16_t)count, 1 };
            frames_used += count;
            counters.stacks++;
            counters.allocations++;
            counters.bytes += bytes;
            return;
        }
        if (entry->hash == hash && entry->frame_count == count
            && memcmp(&frame_pool[entry->first_frame], frames, count * sizeof(uintptr_t)) == 0) {
            entry->bytes += bytes;
            entry->count++;
            counters.allocations++;
            counters.bytes += bytes;
            return;
        }
    }
    counters.overflow_allocations++;
    counters.overflow_bytes += bytes;
}

// Walks from `hook_frame` (the calling hook's own frame) and records `bytes` on that stack. Inlined
// into each hook: libgcc's walk skips exactly two frames of ours (the walk and the hook).
__attribute__((always_inline)) static inline void record(const uintptr_t *hook_frame, uint64_t bytes) {
    void *frames[max_frames];
    unsigned count = _memoryprobe_backtrace_from_hook_frame(hook_frame, frames, max_frames);
    if (count == 0) {
        counters.overflow_allocations++;
        counters.overflow_bytes += bytes;
        return;
    }
    add(frames, count, bytes);
}

// Called after every allocation while the hooks are installed: what `thread.allocated` counts
// for it is its usable size (the size class), read back from the allocator.
__attribute__((noinline)) static void allocation_hook(void *extra, int type, void *result, uintptr_t result_raw, uintptr_t args_raw[3]) {
    (void)extra, (void)args_raw;
    if (!window_open || in_hook) return;
    if (type == hook_alloc_posix_memalign ? result_raw != 0 : result == NULL) return;
    in_hook = 1;
    uint64_t bytes = usable_size_function(result);
    if (sampled(bytes)) record(__builtin_frame_address(0), bytes);
    in_hook = 0;
}

// realloc and rallocx in place (the object keeps its address): `thread.allocated` counts the new
// usable size whole, as for a move; xallocx counts it only when the size class changed.
__attribute__((noinline)) static void expansion_hook(void *extra, int type, void *address, size_t old_usize, size_t new_usize, uintptr_t result_raw, uintptr_t args_raw[4]) {
    (void)extra, (void)result_raw, (void)args_raw;
    if (!window_open || in_hook) return;
    if (type == hook_expand_xallocx && old_usize == new_usize) return;
    in_hook = 1;
    uint64_t bytes = type == hook_expand_xallocx ? new_usize : usable_size_function(address);
    if (sampled(bytes)) record(__builtin_frame_address(0), bytes);
    in_hook = 0;
}

static void release_memory(void) {
    if (table) munmap(table, table_bytes);
    if (frame_pool) munmap(frame_pool, pool_bytes);
    table = NULL;
    frame_pool = NULL;
}

int _memoryprobe_hook_stacks_start(unsigned table_log2, unsigned frames_log2, unsigned sample_interval_log2) {
    if (hooks_handle) return 5;
    if (table_log2 < 1 || table_log2 > 24 || frames_log2 < 1 || frames_log2 > 28 || sample_interval_log2 > 30) return 3;
    mallctl_function = (int (*)(const char *, void *, size_t *, void *, size_t))dlsym(RTLD_DEFAULT, "mallctl");
    usable_size_function = (size_t (*)(void *))dlsym(RTLD_DEFAULT, "malloc_usable_size");
    void *malloc_function = dlsym(RTLD_DEFAULT, "malloc");
    if (!mallctl_function || !usable_size_function || !malloc_function) return 1;
    if (!_memoryprobe_locate_allocator((uintptr_t)malloc_function)) return 2;
    release_memory();
    table_bytes = sizeof(struct stack_entry) << table_log2;
    pool_bytes = sizeof(uintptr_t) << frames_log2;
    int protection = PROT_READ | PROT_WRITE, flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
    void *entries = mmap(NULL, table_bytes, protection, flags, -1, 0), *pool = mmap(NULL, pool_bytes, protection, flags, -1, 0);
    table = entries == MAP_FAILED ? NULL : entries;
    frame_pool = pool == MAP_FAILED ? NULL : pool;
    if (!table || !frame_pool) {
        release_memory();
        return 3;
    }
    table_mask = (1u << table_log2) - 1;
    table_limit = table_mask + 1 - ((table_mask + 1) >> 2);  // at most 3/4 full
    if (table_log2 <= 2) table_limit = table_mask + 1;
    frame_capacity = 1u << frames_log2;
    frames_used = 0;
    counters = (_memoryprobe_hook_stacks_counters){ 0 };
    sample_interval = (uint64_t)1 << sample_interval_log2;
    random_state = random_seed;
    bytes_until_sample = next_sample_distance();
    static struct jemalloc_hooks hooks = { allocation_hook, NULL, expansion_hook, NULL };
    void *handle = NULL;
    size_t handle_size = sizeof handle;
    if (mallctl_function("experimental.hooks.install", &handle, &handle_size, &hooks, sizeof hooks) != 0 || handle == NULL) {
        release_memory();
        return 4;
    }
    hooks_handle = handle;
    return 0;
}

void _memoryprobe_hook_stacks_set_seed(uint64_t seed) { random_seed = seed; }

void _memoryprobe_hook_stacks_stop(void) {
    window_open = 0;
    if (!hooks_handle) return;
    void *handle = hooks_handle;
    mallctl_function("experimental.hooks.remove", NULL, NULL, &handle, sizeof handle);
    hooks_handle = NULL;
}

void _memoryprobe_hook_stacks_release(void) {
    _memoryprobe_hook_stacks_stop();
    release_memory();
}

void _memoryprobe_hook_stacks_set_window(int open) { window_open = open != 0 && hooks_handle != NULL; }

void _memoryprobe_hook_stacks_read_counters(_memoryprobe_hook_stacks_counters *out) { *out = counters; }

uint32_t _memoryprobe_hook_stacks_capacity(void) { return table ? table_mask + 1 : 0; }

uint32_t _memoryprobe_hook_stacks_entry(uint32_t index, uint64_t *bytes, uint64_t *count) {
    if (!table || index > table_mask || !table[index].used) return 0;
    *bytes = table[index].bytes;
    *count = table[index].count;
    return table[index].frame_count;
}

uintptr_t _memoryprobe_hook_stacks_frame(uint32_t index, uint32_t frame) {
    if (!table || index > table_mask || !table[index].used || frame >= table[index].frame_count) return 0;
    return frame_pool[table[index].first_frame + frame];
}
