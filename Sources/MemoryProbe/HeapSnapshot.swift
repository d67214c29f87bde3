/// The process's heap at one moment: jemalloc's global statistics after an epoch refresh,
/// plus the kernel's resident set for the process.
///
/// Taken at phase boundaries and timeline samples (about 9.5 us idle), never per callback.
/// All values are bytes. The process's resident peak is not part of it (it costs a
/// `/proc/self/status` read): a window reads it with ``AllocatorProbe/processResidentPeakBytes()``.
public struct HeapSnapshot: Sendable, Hashable, Codable {
    /// Bytes in live allocations (size classes). The corresponding mallctl name is `stats.allocated`.
    public var allocatedBytes: Int
    /// Bytes in active pages (live allocations rounded to pages). The corresponding mallctl name is `stats.active`.
    public var activeBytes: Int
    /// Bytes of jemalloc's own metadata. The corresponding mallctl name is `stats.metadata`.
    public var metadataBytes: Int
    /// Bytes in pages jemalloc has touched and not returned to the kernel. The corresponding mallctl name is `stats.resident`.
    public var residentBytes: Int
    /// Bytes in extents mapped by jemalloc. The corresponding mallctl name is `stats.mapped`.
    public var mappedBytes: Int
    /// Bytes of virtual memory retained for reuse (`opt.retain`). The corresponding mallctl name is `stats.retained`.
    public var retainedBytes: Int
    /// The process's resident set size: the second field of `/proc/self/statm` (pages) in
    /// bytes, the same figure as `VmRSS` in `/proc/self/status`.
    public var processResidentBytes: Int

    public init(
        allocatedBytes: Int, activeBytes: Int, metadataBytes: Int, residentBytes: Int,
        mappedBytes: Int, retainedBytes: Int, processResidentBytes: Int
    ) {
        self.allocatedBytes = allocatedBytes
        self.activeBytes = activeBytes
        self.metadataBytes = metadataBytes
        self.residentBytes = residentBytes
        self.mappedBytes = mappedBytes
        self.retainedBytes = retainedBytes
        self.processResidentBytes = processResidentBytes
    }
}

/// Exact, process-wide counts of allocation requests since the process started.
///
/// Exact for the calling thread (its thread cache is flushed first); other threads'
/// thread caches may hold a few requests not yet merged, so the counts are exact for a
/// whole process only when one thread allocates. About 5-11 us per sample.
///
/// jemalloc counts *requests* only for allocations. Its per-arena deallocation counters
/// (`ndalloc`) count objects returned to arenas, which includes thread-cache flushes of
/// objects that were never handed out, so they are not reported as free() counts here.
public struct AllocationCounts: Sendable, Hashable, Codable {
    /// Small-size-class allocation requests (up to 14 KiB). The corresponding mallctl name is `stats.arenas.4096.small.nrequests`.
    public var smallAllocations: UInt64
    /// Large-size-class allocation requests. The corresponding mallctl name is `stats.arenas.4096.large.nrequests`.
    public var largeAllocations: UInt64

    public init(smallAllocations: UInt64, largeAllocations: UInt64) {
        self.smallAllocations = smallAllocations
        self.largeAllocations = largeAllocations
    }

    /// All allocation requests (`malloc`, `calloc`, `realloc` that moved, Swift object allocations...).
    public var allocations: UInt64 { smallAllocations &+ largeAllocations }

    /// The requests made between `earlier` and this sample.
    public func since(_ earlier: AllocationCounts) -> AllocationCounts {
        AllocationCounts(
            smallAllocations: smallAllocations &- earlier.smallAllocations,
            largeAllocations: largeAllocations &- earlier.largeAllocations
        )
    }
}

/// What a purge returned to the kernel.
public struct PurgeResult: Sendable, Hashable, Codable {
    /// The heap just before the purge (after flushing the thread cache).
    public var before: HeapSnapshot
    /// The heap just after it.
    public var after: HeapSnapshot
    /// How long the purge took, in nanoseconds (`arena.4096.purge` is about 12 ms for 200 MB).
    public var elapsedNanoseconds: UInt64

    public init(before: HeapSnapshot, after: HeapSnapshot, elapsedNanoseconds: UInt64) {
        self.before = before
        self.after = after
        self.elapsedNanoseconds = elapsedNanoseconds
    }

    /// How much `stats.resident` dropped (0 if it grew).
    public var residentBytesReleased: Int { max(0, before.residentBytes - after.residentBytes) }
    /// How much the process's RSS dropped (0 if it grew).
    public var processResidentBytesReleased: Int { max(0, before.processResidentBytes - after.processResidentBytes) }
}
