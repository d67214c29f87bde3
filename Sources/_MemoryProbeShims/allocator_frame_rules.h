// Per-return-address unwinding rules for the allocator's own frames: what
// frame_pointer_backtrace.c needs to step over one of jemalloc's frames without libgcc.
// Private to _MemoryProbeShims (not in include/).
#ifndef MEMORYPROBE_ALLOCATOR_FRAME_RULES_H
#define MEMORYPROBE_ALLOCATOR_FRAME_RULES_H
#include <stdint.h>

/// How a rule came to be and whether the cached walk may use it.
enum frame_rule_state {
    /// Read from the frame's CFI, not yet confirmed against libgcc's unwinder.
    frame_rule_learnt = 1,
    /// Agreed with libgcc's unwinder on `frame_rule_confirmations` samples: usable alone.
    frame_rule_confirmed = 2,
    /// Never used: CFI this file does not interpret, or a disagreement with libgcc.
    frame_rule_rejected = 3,
};

/// One frame's rule at one return address R (the frame executing at R, in a function of the
/// allocator): its CFA is `base + cfa_offset`, where base is the frame's %rsp (the CFA of the
/// frame it called) or its %rbp; its return address is at CFA - 8; the caller's %rbp is at
/// CFA + rbp_offset when `rbp_saved`, else the frame left %rbp untouched.
struct frame_rule {
    uintptr_t address;
    int32_t cfa_offset;
    int16_t rbp_offset;
    uint8_t cfa_base_is_rbp;
    uint8_t rbp_saved;
    uint8_t state;
    uint8_t unused[3];
    uint32_t agreements;
};

/// Samples on which a rule must agree with libgcc before the cached walk uses it.
#define frame_rule_confirmations 8u

/// The rule for return address `address`, or NULL when the table has none (it is full around
/// `address`, or `address` was never learnt).
struct frame_rule *frame_rule_find(uintptr_t address);

/// The rule for `address`, learnt from its FDE (`_Unwind_Find_FDE`) when absent. A function
/// whose CFI uses what the walk does not model (a CFA expression, %rbp or the return address
/// in another register or an expression, signal frames, remember_state nested deeper than 8,
/// an unknown opcode) gets a rejected rule. NULL only when the table is full around `address`.
/// No allocation (the table is static storage); one thread at a time.
struct frame_rule *frame_rule_learn(uintptr_t address, int *learnt);

/// Forgets every rule (a new sampler; tests).
void frame_rules_reset(void);

#endif
