#if canImport(Glibc)
import Glibc
#endif

/// A jemalloc heap profile (`prof.dump`), parsed: one record per sampled call stack.
///
/// The text format (`heap_v2`, jemalloc 5.x) opens with `heap_v2/<sample period>` and the
/// process totals, then one block per stack:
/// ```
/// @ 0x55d1c0 0x55d0f3 0x7f11a2        <- return addresses, leaf first
///   t*: 3: 12288 [7: 28672]           <- all threads: live objects: live bytes [cumulative objects: cumulative bytes]
///   t0: 3: 12288 [7: 28672]           <- per thread (ignored)
/// ```
/// and ends with `MAPPED_LIBRARIES:`. The bracketed counts are cumulative since the last
/// `prof.reset` only with `opt.prof_accum`; otherwise they are 0. They are the *sampled*
/// objects' own sizes (measured on jemalloc 5.3.0: a 256-byte allocation made 1,000 times
/// between 4 KiB samples shows about 1/16 of its bytes), so estimates scale them as jeprof
/// does: ``Stack/estimatedCumulativeBytes(samplePeriod:)``.
public struct HeapProfile: Sendable, Hashable {
    /// One sampled call stack.
    public struct Stack: Sendable, Hashable {
        /// Return addresses, leaf (the allocator) first.
        public var addresses: [UInt]
        /// Live objects and bytes at the dump.
        public var liveObjects: UInt64
        public var liveBytes: UInt64
        /// Objects and bytes allocated since the last reset, freed or not (`opt.prof_accum`).
        public var cumulativeObjects: UInt64
        public var cumulativeBytes: UInt64

        /// The bytes allocated through this stack, estimated from the samples: with `n` sampled
        /// objects of `b` bytes (mean size `s = b / n`) at a mean interval of `R` bytes, each
        /// object of size `s` was sampled with probability `1 - exp(-s / R)`, so the estimate
        /// is `b / (1 - exp(-s / R))` (jeprof's `AdjustSamples`). Exact mode (`R` = 1) gives `b`.
        public func estimatedCumulativeBytes(samplePeriod: UInt64) -> UInt64 {
            guard cumulativeObjects > 0, samplePeriod > 1 else { return cumulativeBytes }
            let meanSize = Double(cumulativeBytes) / Double(cumulativeObjects)
            let probability = -expm1(-meanSize / Double(samplePeriod))
            guard probability > 0 else { return cumulativeBytes }
            return UInt64((Double(cumulativeBytes) / probability).rounded())
        }

        public init(addresses: [UInt], liveObjects: UInt64, liveBytes: UInt64, cumulativeObjects: UInt64, cumulativeBytes: UInt64) {
            self.addresses = addresses
            self.liveObjects = liveObjects
            self.liveBytes = liveBytes
            self.cumulativeObjects = cumulativeObjects
            self.cumulativeBytes = cumulativeBytes
        }
    }

    /// The mean sampling interval in bytes (`heap_v2/N`; 1 in exact mode).
    public var samplePeriod: UInt64
    public var stacks: [Stack]

    public init(samplePeriod: UInt64, stacks: [Stack]) {
        self.samplePeriod = samplePeriod
        self.stacks = stacks
    }

    /// Parses the text of a `heap_v2` dump.
    ///
    /// - Throws: ``ProbeError`` with code ``ProbeError/Code/heapProfileUnreadable`` when the
    ///   text is not a `heap_v2` profile.
    public static func parse(_ text: String) throws(ProbeError) -> HeapProfile {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard let header = lines.popFirst(), header.hasPrefix("heap_v2/"),
            let period = UInt64(header.dropFirst("heap_v2/".count).trimmingSpaces)
        else {
            throw ProbeError(
                .heapProfileUnreadable, mallctl: "prof.dump", status: 0,
                hint: "the dump does not start with heap_v2/<period>")
        }
        var stacks: [Stack] = []
        var pending: [UInt]?
        for line in lines {
            if line.hasPrefix("MAPPED_LIBRARIES") { break }
            if line.hasPrefix("@") {
                pending = line.dropFirst().split(separator: " ").compactMap { UInt($0.dropHexPrefix, radix: 16) }
                continue
            }
            let trimmed = line.trimmingSpaces
            guard let addresses = pending, trimmed.hasPrefix("t*:") else { continue }
            pending = nil
            let numbers = trimmed.dropFirst(3).split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "[" || $0 == "]" })
                .compactMap { UInt64($0) }
            guard numbers.count >= 2 else { continue }
            stacks.append(
                Stack(
                    addresses: addresses, liveObjects: numbers[0], liveBytes: numbers[1],
                    cumulativeObjects: numbers.count >= 4 ? numbers[2] : 0,
                    cumulativeBytes: numbers.count >= 4 ? numbers[3] : 0))
        }
        return HeapProfile(samplePeriod: period, stacks: stacks)
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }

    var dropHexPrefix: Substring { hasPrefix("0x") ? dropFirst(2) : self }
}
