// Interposes libdispatch's dispatch_async and dispatch_after so that blocks for the main
// queue can run on the runtime's virtual clock instead (docs/RUNLOOP.md). The executable's
// definitions win symbol resolution for every caller in a shared library (libswiftDispatch's
// DispatchQueue.async and asyncAfter); anything the hook does not take goes to the next
// definition, libdispatch's own, found with dlsym(RTLD_NEXT). The definitions are weak: an
// executable that links libdispatch statically (--static-swift-stdlib) keeps libdispatch's own
// and links without a clash, and there nothing is interposed (docs/RUNLOOP.md, "Limits").
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>
#include "run_loop_shims.h"

struct dispatch_queue_s;
typedef struct dispatch_queue_s *dispatch_queue_t;
typedef uint64_t dispatch_time_t;
extern struct dispatch_queue_s _dispatch_main_q;
extern const char *dispatch_queue_get_label(dispatch_queue_t queue);
extern dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

static _Atomic(vp_main_queue_hook) hook;
static _Atomic uint64_t taken;

void vp_set_main_queue_hook(vp_main_queue_hook h) { atomic_store(&hook, h); }

uint64_t vp_main_queue_taken(void) { return atomic_load(&taken); }

bool vp_on_main_queue(void) {
    const char *label = dispatch_queue_get_label(NULL);
    return label != NULL && strcmp(label, "com.apple.main-thread") == 0;
}

/// The Blocks ABI's header: the invoke function follows isa, flags and reserved.
struct block_header {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(const void *);
};

void vp_block_invoke(const void *block) { ((const struct block_header *)block)->invoke(block); }

void vp_block_release(const void *block) { _Block_release(block); }

/// Offers `block` to the hook; true when it took it.
static bool offer(dispatch_queue_t queue, const void *block, int64_t delay) {
    vp_main_queue_hook h = atomic_load(&hook);
    if (h == NULL || queue != &_dispatch_main_q || block == NULL || !vp_on_main_queue()) return false;
    void *copy = _Block_copy(block);
    if (h(copy, delay)) {
        atomic_fetch_add(&taken, 1);
        return true;
    }
    _Block_release(copy);
    return false;
}

__attribute__((weak)) void dispatch_async(dispatch_queue_t queue, const void *block) {
    static void (*real)(dispatch_queue_t, const void *);
    if (offer(queue, block, -1)) return;
    if (real == NULL) real = (void (*)(dispatch_queue_t, const void *))dlsym(RTLD_NEXT, "dispatch_async");
    real(queue, block);
}

__attribute__((weak)) void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, const void *block) {
    static void (*real)(dispatch_time_t, dispatch_queue_t, const void *);
    // Only deadlines on the uptime clock (DispatchTime) are read; wall-clock and forever
    // deadlines (the two top bits) go to libdispatch.
    if ((when >> 62) == 0) {
        int64_t delay = (int64_t)(when - dispatch_time(0, 0));
        if (offer(queue, block, delay < 0 ? 0 : delay)) return;
    }
    if (real == NULL) real = (void (*)(dispatch_time_t, dispatch_queue_t, const void *))dlsym(RTLD_NEXT, "dispatch_after");
    real(when, queue, block);
}
