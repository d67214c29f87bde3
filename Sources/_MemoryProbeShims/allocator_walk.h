// The allocation-stack walk shared by jemalloc's prof_backtrace hook and the allocation hooks
// (frame_pointer_backtrace.c, allocation_hook_stacks.c). Private to _MemoryProbeShims.
#ifndef MEMORYPROBE_ALLOCATOR_WALK_H
#define MEMORYPROBE_ALLOCATOR_WALK_H
#include <stdint.h>

/// Finds the allocator's executable segment from one of its functions' address and forgets the
/// rules and counters of an earlier session. 1 when found.
int _memoryprobe_locate_allocator(uintptr_t function_address);

/// Walks the stack of an allocation hook whose frame is `hook_frame` (its saved %rbp and its
/// return address into the allocator): the allocator's frames through cached rules (or libgcc),
/// then frame pointers (libgcc alone for jemalloc's frames on a thread that does not own the
/// rules). Return addresses innermost first, the allocator's included. 0 on a thread that did not
/// prepare (`_memoryprobe_fp_backtrace_prepare_thread`) or when the allocator is not located. Must be called by the hook itself (libgcc's walk skips this function and the hook).
unsigned _memoryprobe_backtrace_from_hook_frame(const uintptr_t *hook_frame, void **frames, unsigned capacity);

#endif
