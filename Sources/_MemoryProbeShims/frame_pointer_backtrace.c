// Allocation backtraces for jemalloc's profiler through frame pointers.
//
// jemalloc's default `prof_backtrace` walks every frame with libgcc's DWARF unwinder
// (`_Unwind_Backtrace`: an FDE lookup through `_dl_find_object` and a CFI interpretation per
// frame), which dominated `run --stacks`. Swift code on Linux x86-64 keeps frame pointers, but
// Debian's jemalloc is built without them: when the hook is called, %rbp holds whatever
// jemalloc's code put there. So the walk is hybrid: jemalloc's own few frames (malloc ->
// prof_alloc_prep -> prof_tctx_create -> prof_backtrace) are stepped over first, and at the
// first frame outside jemalloc the walk takes that frame's %rbp and follows the saved
// frame-pointer chain from there, with bounds checks: it stops on a null, misaligned or
// non-increasing frame pointer, one outside the thread's stack, or a null return address.
//
// jemalloc's frames are stepped over with a rule per return address (allocator_frame_rules.c:
// the CFA and the saved %rbp, read once from the function's CFI), starting from this hook's
// own frame (`__builtin_frame_address(0)`: the caller's %rbp and return address). A rule is
// used alone only once confirmed: on `frame_rule_confirmations` samples libgcc's unwinder
// (`_Unwind_Backtrace`) walked the same frames and the rules' replay agreed with it at every
// frame (return address, CFA, %rbp, and the hand-off). The first rule to disagree is rejected
// for good; every `verify_every`th rule-walked sample is walked by libgcc too and compared; a
// sample whose rules are missing, unconfirmed or step out of bounds is libgcc's. The table and
// the counters belong to the first thread that prepared (the sampling thread): no locks.
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
#include "allocator_frame_rules.h"
#include "allocator_walk.h"

static _memoryprobe_backtrace_hook fallback_hook;
static uintptr_t allocator_text_start, allocator_text_end;
static __thread uintptr_t stack_low, stack_high;
// The rules are learnt and used by one thread (the first that prepared): no locks inside malloc.
static int rules_claimed;
static __thread int owns_rules;
static int rules_enabled = 1, rules_disabled_by_check, rules_skewed_for_test;
static unsigned verify_every = 1024, since_verification;
static _memoryprobe_fp_backtrace_counters counters;

#define max_allocator_frames 16

static int in_allocator(uintptr_t address) {
    return address >= allocator_text_start && address < allocator_text_end;
}

struct unwind_state {
    void **frames;
    unsigned count, capacity, seen, skip;
    uintptr_t frame_pointer;
    int handed_off;
    // What libgcc found for frame i (the hook's caller is frame 0): the CFA of frame i - 1 (the
    // hook's for frame 0: libgcc's context for a frame holds its callee's CFA, its own %rsp) and
    // frame i's %rbp.
    uintptr_t cfa[max_allocator_frames + 1], rbp[max_allocator_frames + 1];
};

static _Unwind_Reason_Code unwind_step(struct _Unwind_Context *context, void *argument) {
    struct unwind_state *state = argument;
    uintptr_t address = _Unwind_GetIP(context);
    if (address == 0 || state->count >= state->capacity) return _URC_END_OF_STACK;
    // The first `skip` frames are the hook's own (this file's walk, the allocation hook that
    // called it): not frames of the program.
    if (state->seen++ < state->skip) return _URC_NO_REASON;
    if (state->count <= max_allocator_frames) {
        state->cfa[state->count] = _Unwind_GetCFA(context);
        state->rbp[state->count] = _Unwind_GetGR(context, 6);
    }
    state->frames[state->count++] = (void *)address;
    if (!in_allocator(address)) {
        state->frame_pointer = _Unwind_GetGR(context, 6);
        state->handed_off = 1;
        return _URC_END_OF_STACK;
    }
    return _URC_NO_REASON;
}

// The allocator's frames walked with cached rules, from the hook's own frame.
struct rule_walk {
    unsigned count;  // frames written (on success, the first frame outside the allocator included)
    struct frame_rule *failed;  // on failure: the rule whose step left the bounds, if one did
    struct frame_rule *rules[max_allocator_frames];
    uintptr_t cfa[max_allocator_frames], rbp[max_allocator_frames + 1];
};

// Steps over the allocator's frames from the hook's frame with the rules (confirmed ones only
// when `confirmed_only`). 1 when it reached a frame outside the allocator; 0 when a rule is
// missing or unusable, a CFA does not grow by at least 8 or leaves the stack, a saved %rbp
// lies outside its frame, a return address is 0, or the chain is longer than
// max_allocator_frames: the caller then walks with libgcc.
static int walk_with_rules(const uintptr_t *hook_frame, void **frames, unsigned capacity, int confirmed_only, struct rule_walk *walk) {
    uintptr_t cfa = (uintptr_t)(hook_frame + 2), rbp = hook_frame[0], address = hook_frame[1];
    walk->count = 0;
    walk->failed = NULL;
    for (unsigned n = 0; n < capacity; n++) {
        if (address == 0) {
            walk->failed = n ? walk->rules[n - 1] : NULL;
            return 0;
        }
        frames[n] = (void *)address;
        walk->rbp[n] = rbp;
        walk->count = n + 1;
        if (!in_allocator(address)) return 1;
        if (n == max_allocator_frames) return 0;
        struct frame_rule *rule = frame_rule_find(address);
        if (rule == NULL || rule->state == frame_rule_rejected || (confirmed_only && rule->state != frame_rule_confirmed)) return 0;
        walk->rules[n] = walk->failed = rule;
        uintptr_t next_cfa = (rule->cfa_base_is_rbp ? rbp : cfa) + (uintptr_t)(intptr_t)rule->cfa_offset;
        if (next_cfa < cfa + 8 || next_cfa > stack_high || (next_cfa & 7)) return 0;
        if (rule->rbp_saved) {
            uintptr_t slot = next_cfa + (uintptr_t)(intptr_t)rule->rbp_offset;
            if (slot < cfa || slot > next_cfa - 16) return 0;
            rbp = *(const uintptr_t *)slot;
        }
        walk->failed = NULL;
        walk->cfa[n] = next_cfa;
        address = ((const uintptr_t *)next_cfa)[-1];
        cfa = next_cfa;
    }
    return 0;
}

// Follows the saved frame-pointer chain from `frame`, appending return addresses after `n`.
static unsigned follow_frame_pointers(void **frames, unsigned n, unsigned capacity, uintptr_t frame) {
    while (n < capacity) {
        if (frame < stack_low || frame > stack_high - 2 * sizeof(uintptr_t) || (frame & (sizeof(uintptr_t) - 1))) break;
        uintptr_t next = ((const uintptr_t *)frame)[0];
        uintptr_t returnAddress = ((const uintptr_t *)frame)[1];
        if (returnAddress == 0) break;
        frames[n++] = (void *)returnAddress;
        if (next <= frame) break;
        frame = next;
    }
    return n;
}

static void reject(struct frame_rule *rule) {
    if (rule->state == frame_rule_confirmed) counters.rules_confirmed--;
    rule->state = frame_rule_rejected;
    counters.rules_rejected++;
}

// After a libgcc walk: learns the rules of its allocator frames, replays the walk with them,
// and compares frame by frame (return address, CFA, %rbp, and the hand-off frame and %rbp).
// Agreement counts toward each rule's confirmation; the first disagreeing rule is rejected.
static void check_rules(const uintptr_t *hook_frame, const struct unwind_state *state) {
    if (!state->handed_off || state->count > max_allocator_frames + 1) return;
    if (state->cfa[0] != (uintptr_t)(hook_frame + 2)) {
        // The hook's own frame is not what the walk assumes: never use the rules.
        rules_disabled_by_check = 1;
        counters.comparisons++;
        counters.disagreements++;
        return;
    }
    for (unsigned i = 0; i + 1 < state->count; i++) {
        int learnt = 0;
        struct frame_rule *rule = frame_rule_learn((uintptr_t)state->frames[i], &learnt);
        if (learnt) {
            counters.rules_learnt++;
            if (rules_skewed_for_test && rule->state == frame_rule_learnt) rule->cfa_offset += 8;
            if (rule->state == frame_rule_rejected) counters.rules_rejected++;
        }
        if (rule == NULL || rule->state == frame_rule_rejected) return;
    }
    void *frames[max_allocator_frames + 1];
    struct rule_walk walk;
    unsigned scratch = state->capacity < max_allocator_frames + 1 ? state->capacity : max_allocator_frames + 1;
    int walked = walk_with_rules(hook_frame, frames, scratch, 0, &walk);
    counters.comparisons++;
    unsigned n = walk.count;
    for (unsigned i = 0; i < n && i < state->count; i++) {
        // Frame i's return address and %rbp come from frame i - 1's rule; its CFA from its own.
        int frame_differs = frames[i] != state->frames[i] || walk.rbp[i] != state->rbp[i];
        int cfa_differs = !frame_differs && i + 1 < n && i + 1 < state->count && walk.cfa[i] != state->cfa[i + 1];
        if (!frame_differs && !cfa_differs) continue;
        counters.disagreements++;
        if (cfa_differs) reject(walk.rules[i]);
        else if (i == 0) rules_disabled_by_check = 1;
        else reject(walk.rules[i - 1]);
        return;
    }
    if (!walked || n != state->count) {
        // The frames agree as far as the rules went, but a rule's step left the bounds.
        if (walk.failed) {
            counters.disagreements++;
            reject(walk.failed);
        }
        return;
    }
    for (unsigned i = 0; i + 1 < n; i++) {
        struct frame_rule *rule = walk.rules[i];
        if (rule->agreements < UINT32_MAX) rule->agreements++;
        if (rule->state == frame_rule_learnt && rule->agreements >= frame_rule_confirmations) {
            rule->state = frame_rule_confirmed;
            counters.rules_confirmed++;
        }
    }
}

// The walk from `hook_frame` (the frame whose saved %rbp and return address are the first
// allocator frame's): cached rules for the allocator's frames when confirmed, else libgcc, then
// the frame-pointer chain. Inlined into each caller, so that libgcc's walk, started here, sees
// `skip` frames of ours before the allocator's.
__attribute__((always_inline)) static inline unsigned walk_from(const uintptr_t *hook_frame, unsigned skip, void **frames, unsigned capacity) {
    int use_rules = owns_rules && rules_enabled && !rules_disabled_by_check;
    if (use_rules && !(verify_every && ++since_verification >= verify_every)) {
        struct rule_walk walk;
        if (walk_with_rules(hook_frame, frames, capacity, 1, &walk)) {
            counters.cached_samples++;
            return follow_frame_pointers(frames, walk.count, capacity, walk.rbp[walk.count - 1]);
        }
    }
    since_verification = 0;
    struct unwind_state state = { frames, 0, capacity, 0, skip, 0, 0, { 0 }, { 0 } };
    _Unwind_Backtrace(unwind_step, &state);
    if (owns_rules) counters.libgcc_samples++;
    if (use_rules) check_rules(hook_frame, &state);
    return state.handed_off ? follow_frame_pointers(frames, state.count, capacity, state.frame_pointer) : state.count;
}

static void frame_pointer_backtrace(void **frames, unsigned *count, unsigned capacity) {
    if (stack_high == 0 || allocator_text_end == 0) {
        fallback_hook(frames, count, capacity);
        return;
    }
    *count = walk_from(__builtin_frame_address(0), 1, frames, capacity);
}

__attribute__((noinline)) unsigned _memoryprobe_backtrace_from_hook_frame(const uintptr_t *hook_frame, void **frames, unsigned capacity) {
    // A thread that does not own the rules (another thread prepared first) walks with libgcc.
    if (stack_high == 0 || allocator_text_end == 0) return 0;
    return walk_from(hook_frame, 2, frames, capacity);
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

int _memoryprobe_locate_allocator(uintptr_t function_address) {
    const void *allocator_function = (const void *)function_address;
    Dl_info info;
    if (allocator_function == NULL || !dladdr(allocator_function, &info) || info.dli_fbase == NULL) return 0;
    allocator_text_start = allocator_text_end = 0;
    dl_iterate_phdr(find_text, info.dli_fbase);
    if (allocator_text_end == 0) return 0;
    if ((uintptr_t)allocator_function < allocator_text_start || (uintptr_t)allocator_function >= allocator_text_end) {
        allocator_text_start = allocator_text_end = 0;
        return 0;
    }
    counters = (_memoryprobe_fp_backtrace_counters){ 0 };
    rules_disabled_by_check = 0;
    frame_rules_reset();
    return 1;
}

uintptr_t _memoryprobe_fp_backtrace_hook(uintptr_t fallback_address) {
    _memoryprobe_backtrace_hook fallback = (_memoryprobe_backtrace_hook)fallback_address;
    if (fallback == NULL || fallback == frame_pointer_backtrace) return 0;
    if (!_memoryprobe_locate_allocator(fallback_address)) return 0;
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
    if (!owns_rules) owns_rules = __atomic_exchange_n(&rules_claimed, 1, __ATOMIC_ACQ_REL) == 0;
    return 1;
}

void _memoryprobe_fp_backtrace_configure(int cache_rules, unsigned verify_every_nth) {
    rules_enabled = cache_rules != 0;
    verify_every = verify_every_nth;
    since_verification = 0;
}

void _memoryprobe_fp_backtrace_skew_rules_for_test(int skew) { rules_skewed_for_test = skew != 0; }

void _memoryprobe_fp_backtrace_read_counters(_memoryprobe_fp_backtrace_counters *out) {
    *out = counters;
    out->rules_disabled = rules_disabled_by_check;
}
