#!/usr/bin/env python3
"""heaptrack-attribution.py FUNCTION < <(zstd -dc heaptrack.FILE.zst)

Sums the allocations heaptrack recorded under FUNCTION (inclusive: FUNCTION anywhere in the
backtrace), as requested and rounded up to jemalloc's size classes (what the ledger counts),
and prints "requested rounded allocations". Reads heaptrack's interpreted format (heaptrack
1.4: `s` strings, `i` instruction pointers, `t` traces, `a` allocation infos, `+` allocations).
Used by scripts/peers to set heaptrack's attribution beside the ledger's.
"""
import sys


def size_class(n):
    """jemalloc 5.3's size class for a request of n bytes (quantum 16, 4 classes a doubling)."""
    if n <= 8:
        return 8
    if n <= 128:
        return (n + 15) // 16 * 16
    lg = (n - 1).bit_length() - 1
    delta = 1 << (lg - 2)
    return (n + delta - 1) // delta * delta


def main():
    needle = sys.argv[1]
    strings, ips, traces, infos, counts = [None], [None], [(0, 0)], [], {}
    for line in sys.stdin:
        tag, _, rest = line.rstrip("\n").partition(" ")
        if tag == "s":
            strings.append(rest.partition(" ")[2])
        elif tag == "i":
            fields = rest.split()
            ips.append(int(fields[2], 16) if len(fields) > 2 else 0)
        elif tag == "t":
            ip, parent = rest.split()[:2]
            traces.append((int(ip, 16), int(parent, 16)))
        elif tag == "a":
            size, trace = rest.split()[:2]
            infos.append((int(size, 16), int(trace, 16)))
        elif tag == "+":
            index = int(rest.split()[0], 16)
            counts[index] = counts.get(index, 0) + 1
    under = {}

    def is_under(trace):
        if trace not in under:
            found, t = False, trace
            while t and not found:
                ip, t = traces[t]
                name = strings[ips[ip]] if 0 < ips[ip] < len(strings) else ""
                found = needle in (name or "")
            under[trace] = found
        return under[trace]

    requested = rounded = calls = 0
    for index, count in counts.items():
        size, trace = infos[index]
        if is_under(trace):
            requested += size * count
            rounded += size_class(size) * count
            calls += count
    print(requested, rounded, calls)


if __name__ == "__main__":
    main()
