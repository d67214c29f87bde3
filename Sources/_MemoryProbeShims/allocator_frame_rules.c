// Rules for stepping over the allocator's own frames, read once per return address from the
// function's DWARF call-frame information (see allocator_frame_rules.h).
//
// `_Unwind_Find_FDE` (libgcc) finds the FDE of a return address; this file interprets its
// CIE's and FDE's CFA programs up to the return address for three columns only: the CFA
// (%rsp or %rbp plus an offset), %rbp (DWARF register 6: unchanged or saved at CFA + n) and
// the return address (register 16: it must be at CFA - 8). Anything else that touches those
// columns, and any opcode not listed in DWARF 5 section 6.4.2 (plus GNU_args_size and
// GNU_negative_offset_extended), gives a rejected rule, which the walk never uses.
// Rules live in a static open-addressed table: the hook runs inside malloc.
#define _GNU_SOURCE
#include <stddef.h>
#include <string.h>
#include "allocator_frame_rules.h"

struct dwarf_eh_bases {
    void *tbase;
    void *dbase;
    void *func;
};
extern const void *_Unwind_Find_FDE(void *pc, struct dwarf_eh_bases *bases);

#define table_size 1024u
#define probe_limit 32u
static struct frame_rule rules[table_size];

static unsigned slot_of(uintptr_t address) {
    return (unsigned)(((uint64_t)address * 0x9E3779B97F4A7C15ull) >> 54) & (table_size - 1);
}

static struct frame_rule *lookup(uintptr_t address, int insert) {
    unsigned slot = slot_of(address);
    for (unsigned probe = 0; probe < probe_limit; probe++, slot = (slot + 1) & (table_size - 1)) {
        if (rules[slot].address == address) return &rules[slot];
        if (rules[slot].address == 0) {
            if (!insert) return NULL;
            memset(&rules[slot], 0, sizeof rules[slot]);
            rules[slot].address = address;
            return &rules[slot];
        }
    }
    return NULL;
}

struct frame_rule *frame_rule_find(uintptr_t address) { return address ? lookup(address, 0) : NULL; }

void frame_rules_reset(void) { memset(rules, 0, sizeof rules); }

// Readers over [p, end): each returns 0 when the data runs out or overflows.
struct reader {
    const uint8_t *p, *end;
};

static int read_uleb(struct reader *r, uint64_t *value) {
    uint64_t result = 0;
    for (unsigned shift = 0; r->p < r->end && shift < 64; shift += 7) {
        uint8_t byte = *r->p++;
        result |= (uint64_t)(byte & 0x7f) << shift;
        if (!(byte & 0x80)) {
            *value = result;
            return 1;
        }
    }
    return 0;
}

static int read_sleb(struct reader *r, int64_t *value) {
    int64_t result = 0;
    unsigned shift = 0;
    uint8_t byte = 0x80;
    while (r->p < r->end && shift < 64 && (byte & 0x80)) {
        byte = *r->p++;
        result |= (int64_t)(byte & 0x7f) << shift;
        shift += 7;
    }
    if (byte & 0x80) return 0;
    if (shift < 64 && (byte & 0x40)) result |= -((int64_t)1 << shift);
    *value = result;
    return 1;
}

static int read_fixed(struct reader *r, unsigned size, uint64_t *value) {
    if ((size_t)(r->end - r->p) < size) return 0;
    uint64_t result = 0;
    memcpy(&result, r->p, size);  // little-endian x86-64
    r->p += size;
    *value = result;
    return 1;
}

// Skips one value in pointer encoding `encoding` (DW_EH_PE_*); 0 for encodings it cannot size.
static int skip_encoded(struct reader *r, uint8_t encoding) {
    uint64_t ignored;
    int64_t signed_ignored;
    if (encoding == 0xff) return 1;  // DW_EH_PE_omit
    switch (encoding & 0x0f) {
    case 0x00: return read_fixed(r, 8, &ignored);
    case 0x01: return read_uleb(r, &ignored);
    case 0x02: case 0x0a: return read_fixed(r, 2, &ignored);
    case 0x03: case 0x0b: return read_fixed(r, 4, &ignored);
    case 0x04: case 0x0c: return read_fixed(r, 8, &ignored);
    case 0x09: return read_sleb(r, &signed_ignored);
    default: return 0;
    }
}

enum column_kind { column_unchanged, column_offset, column_other };
struct column {
    uint8_t kind;
    int64_t offset;
};
struct row {
    uint64_t cfa_register;
    int64_t cfa_offset;
    int cfa_is_expression;
    struct column rbp, return_address;
};
struct program_state {
    struct row row, initial;
    struct row stack[8];
    unsigned depth;
    uintptr_t location, target;
    uint64_t code_align;
    int64_t data_align;
};

static struct column *column_of(struct row *row, uint64_t reg) {
    return reg == 6 ? &row->rbp : reg == 16 ? &row->return_address : NULL;
}

static void set_column(struct program_state *s, uint64_t reg, uint8_t kind, int64_t offset) {
    struct column *column = column_of(&s->row, reg);
    if (column) *column = (struct column){ kind, offset };
}

static void restore_column(struct program_state *s, uint64_t reg) {
    struct column *column = column_of(&s->row, reg), *initial = column_of(&s->initial, reg);
    if (column) *column = *initial;
}

// Runs the CFA program [p, end) while the location is below the target; 0 on what it does not model.
static int run_program(struct program_state *s, struct reader r) {
    uint64_t reg, value, delta;
    int64_t signed_value;
    while (r.p < r.end && s->location < s->target) {
        uint8_t op = *r.p++;
        switch (op >> 6) {
        case 1: s->location += (op & 0x3f) * s->code_align; continue;
        case 2:
            if (!read_uleb(&r, &value)) return 0;
            set_column(s, op & 0x3f, column_offset, (int64_t)value * s->data_align);
            continue;
        case 3: restore_column(s, op & 0x3f); continue;
        }
        switch (op) {
        case 0x00: break;  // nop
        case 0x02: case 0x03: case 0x04:  // advance_loc1, 2, 4
            if (!read_fixed(&r, op == 0x02 ? 1 : op == 0x03 ? 2 : 4, &delta)) return 0;
            s->location += delta * s->code_align;
            break;
        case 0x05: case 0x2f:  // offset_extended, GNU_negative_offset_extended
            if (!read_uleb(&r, &reg) || !read_uleb(&r, &value)) return 0;
            set_column(s, reg, column_offset, (op == 0x05 ? 1 : -1) * (int64_t)value * s->data_align);
            break;
        case 0x06:  // restore_extended
            if (!read_uleb(&r, &reg)) return 0;
            restore_column(s, reg);
            break;
        case 0x07: case 0x08:  // undefined, same_value
            if (!read_uleb(&r, &reg)) return 0;
            set_column(s, reg, op == 0x08 && reg == 6 ? column_unchanged : column_other, 0);
            break;
        case 0x09:  // register
            if (!read_uleb(&r, &reg) || !read_uleb(&r, &value)) return 0;
            set_column(s, reg, column_other, 0);
            break;
        case 0x0a:  // remember_state
            if (s->depth == 8) return 0;
            s->stack[s->depth++] = s->row;
            break;
        case 0x0b:  // restore_state
            if (s->depth == 0) return 0;
            s->row = s->stack[--s->depth];
            break;
        case 0x0c:  // def_cfa
            if (!read_uleb(&r, &reg) || !read_uleb(&r, &value)) return 0;
            s->row.cfa_register = reg, s->row.cfa_offset = (int64_t)value, s->row.cfa_is_expression = 0;
            break;
        case 0x0d:  // def_cfa_register
            if (!read_uleb(&r, &reg)) return 0;
            s->row.cfa_register = reg, s->row.cfa_is_expression = 0;
            break;
        case 0x0e:  // def_cfa_offset
            if (!read_uleb(&r, &value)) return 0;
            s->row.cfa_offset = (int64_t)value;
            break;
        case 0x0f:  // def_cfa_expression
            if (!read_uleb(&r, &value) || (uint64_t)(r.end - r.p) < value) return 0;
            r.p += value;
            s->row.cfa_is_expression = 1;
            break;
        case 0x10: case 0x16:  // expression, val_expression
            if (!read_uleb(&r, &reg) || !read_uleb(&r, &value) || (uint64_t)(r.end - r.p) < value) return 0;
            r.p += value;
            set_column(s, reg, column_other, 0);
            break;
        case 0x11:  // offset_extended_sf
            if (!read_uleb(&r, &reg) || !read_sleb(&r, &signed_value)) return 0;
            set_column(s, reg, column_offset, signed_value * s->data_align);
            break;
        case 0x12:  // def_cfa_sf
            if (!read_uleb(&r, &reg) || !read_sleb(&r, &signed_value)) return 0;
            s->row.cfa_register = reg, s->row.cfa_offset = signed_value * s->data_align, s->row.cfa_is_expression = 0;
            break;
        case 0x13:  // def_cfa_offset_sf
            if (!read_sleb(&r, &signed_value)) return 0;
            s->row.cfa_offset = signed_value * s->data_align;
            break;
        case 0x14: case 0x15:  // val_offset, val_offset_sf
            if (!read_uleb(&r, &reg)) return 0;
            if (op == 0x14 ? !read_uleb(&r, &value) : !read_sleb(&r, &signed_value)) return 0;
            set_column(s, reg, column_other, 0);
            break;
        case 0x2e:  // GNU_args_size
            if (!read_uleb(&r, &value)) return 0;
            break;
        default: return 0;  // set_loc and anything unknown
        }
    }
    return 1;
}

// Parses the CIE at `cie` into `s` and returns its FDE pointer encoding, or -1.
static int parse_cie(const uint8_t *cie, struct program_state *s, struct reader *instructions, int *has_augmentation_data) {
    uint64_t length, id, value;
    struct reader r = { cie, cie + 4 };
    if (!read_fixed(&r, 4, &length) || length == 0 || length == 0xffffffffu) return -1;
    r.end = cie + 4 + length;
    if (!read_fixed(&r, 4, &id) || id != 0 || r.p >= r.end) return -1;
    uint8_t version = *r.p++;
    if (version != 1 && version != 3) return -1;
    const char *augmentation = (const char *)r.p;
    size_t augmentation_length = strnlen(augmentation, (size_t)(r.end - r.p));
    if (augmentation_length == (size_t)(r.end - r.p)) return -1;
    r.p += augmentation_length + 1;
    if (!read_uleb(&r, &s->code_align) || !read_sleb(&r, &s->data_align)) return -1;
    if (version == 1 ? !read_fixed(&r, 1, &value) : !read_uleb(&r, &value)) return -1;
    if (value != 16) return -1;
    int encoding = 0;  // DW_EH_PE_absptr
    *has_augmentation_data = augmentation[0] == 'z';
    if (augmentation[0] != 0) {
        if (augmentation[0] != 'z' || !read_uleb(&r, &value) || (uint64_t)(r.end - r.p) < value) return -1;
        struct reader data = { r.p, r.p + value };
        r.p += value;
        for (const char *letter = augmentation + 1; *letter; letter++) {
            uint64_t byte;
            if (*letter == 'R' && read_fixed(&data, 1, &byte)) encoding = (int)byte;
            else if (*letter == 'L' && read_fixed(&data, 1, &byte)) continue;
            else if (*letter == 'P' && read_fixed(&data, 1, &byte) && (byte & 0x70) != 0x50 && skip_encoded(&data, (uint8_t)byte))
                continue;
            else return -1;  // 'S' (signal frames) and anything unknown
        }
    }
    *instructions = r;
    return encoding;
}

static int interpret(uintptr_t address, struct frame_rule *rule) {
    struct dwarf_eh_bases bases = { 0, 0, 0 };
    const uint8_t *fde = _Unwind_Find_FDE((void *)(address - 1), &bases);
    if (fde == NULL || bases.func == NULL) return 0;
    struct reader r = { fde, fde + 8 };
    uint64_t length, cie_pointer, value;
    if (!read_fixed(&r, 4, &length) || length == 0 || length == 0xffffffffu) return 0;
    if (!read_fixed(&r, 4, &cie_pointer) || cie_pointer == 0) return 0;
    struct program_state s;
    memset(&s, 0, sizeof s);
    struct reader cie_program;
    int has_augmentation_data = 0;
    int encoding = parse_cie(fde + 4 - cie_pointer, &s, &cie_program, &has_augmentation_data);
    if (encoding < 0) return 0;
    r.end = fde + 4 + length;
    if (!skip_encoded(&r, (uint8_t)encoding) || !skip_encoded(&r, (uint8_t)(encoding & 0x0f))) return 0;
    if (has_augmentation_data) {
        if (!read_uleb(&r, &value) || (uint64_t)(r.end - r.p) < value) return 0;
        r.p += value;
    }
    s.location = (uintptr_t)bases.func;
    s.target = address;
    s.row.cfa_register = 7;
    s.row.rbp.kind = column_unchanged;
    s.row.return_address.kind = column_other;
    if (!run_program(&s, cie_program)) return 0;
    s.initial = s.row;
    if (!run_program(&s, r)) return 0;
    if (s.row.cfa_is_expression || (s.row.cfa_register != 7 && s.row.cfa_register != 6)) return 0;
    if (s.row.return_address.kind != column_offset || s.row.return_address.offset != -8) return 0;
    if (s.row.rbp.kind == column_other || s.row.cfa_offset < 8 || s.row.cfa_offset > (1 << 20)) return 0;
    if (s.row.rbp.kind == column_offset && (s.row.rbp.offset > -16 || s.row.rbp.offset < -(1 << 14))) return 0;
    rule->cfa_offset = (int32_t)s.row.cfa_offset;
    rule->cfa_base_is_rbp = s.row.cfa_register == 6;
    rule->rbp_saved = s.row.rbp.kind == column_offset;
    rule->rbp_offset = (int16_t)(rule->rbp_saved ? s.row.rbp.offset : 0);
    return 1;
}

struct frame_rule *frame_rule_learn(uintptr_t address, int *learnt) {
    *learnt = 0;
    if (address == 0) return NULL;
    struct frame_rule *rule = lookup(address, 1);
    if (rule == NULL || rule->state != 0) return rule;
    *learnt = 1;
    rule->state = interpret(address, rule) ? frame_rule_learnt : frame_rule_rejected;
    return rule;
}
