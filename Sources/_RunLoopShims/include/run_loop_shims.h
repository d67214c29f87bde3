#ifndef RUN_LOOP_SHIMS_H
#define RUN_LOOP_SHIMS_H

#include <stdbool.h>
#include <stdint.h>

/// Called for a block submitted to the main dispatch queue from code running on the main
/// queue: `block` is a copy (the hook owns it when it returns true), `delay_nanoseconds` is
/// -1 for `dispatch_async`, else the deadline's distance from now. Returning false hands the
/// block to libdispatch as if nothing had intercepted it.
typedef bool (*vp_main_queue_hook)(const void *_Nonnull block, int64_t delay_nanoseconds);

/// Installs (or, with NULL, removes) the hook that takes main-queue blocks.
void vp_set_main_queue_hook(vp_main_queue_hook _Nullable hook);

/// Whether the calling code runs on the main dispatch queue (the main thread outside any
/// other queue, or the queue's drain after `dispatch_main`).
bool vp_on_main_queue(void);

/// Runs a block the hook took (Blocks ABI: its invoke function with itself).
void vp_block_invoke(const void *_Nonnull block);

/// Releases a block the hook took.
void vp_block_release(const void *_Nonnull block);

/// How many blocks the hook took in all (for tests).
uint64_t vp_main_queue_taken(void);

#endif
