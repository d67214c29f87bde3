public import _MemoryProbeShims

/// The calling thread's cumulative allocated and deallocated byte counters, read through
/// pointers that jemalloc hands out once per thread.
///
/// This is the probe's hot path: the Profiler reads it before and after every lifecycle
/// callback. A read is two volatile loads (well under 1 ns), takes no lock and never allocates.
/// Byte counts are size classes, not requested sizes: a 56-byte object counts as 64.
///
/// ## Threading
/// The pointers belong to the thread that called ``forCurrentThread()``; reading them on
/// another thread reads the first thread's counters. `ThreadCounters` is therefore not
/// `Sendable`. Keep a measurement window synchronous (no `await` inside it), or the task
/// may resume on another thread and the delta will be meaningless (even negative).
///
/// The corresponding mallctl names are `thread.allocatedp` and `thread.deallocatedp`.
public struct ThreadCounters {
    @usableFromInline let allocatedPointer: UnsafeMutablePointer<UInt64>
    @usableFromInline let deallocatedPointer: UnsafeMutablePointer<UInt64>

    /// Resolves the counters of the calling thread (about 100 ns; allocates on a thread's
    /// first mallctl-by-name call, so do it before the measured window).
    public static func forCurrentThread() throws(ProbeError) -> ThreadCounters {
        let allocated = try Mallctl.read("thread.allocatedp", as: UnsafeMutablePointer<UInt64>?.self)
        let deallocated = try Mallctl.read("thread.deallocatedp", as: UnsafeMutablePointer<UInt64>?.self)
        guard let allocated, let deallocated else {
            throw ProbeError(.mallctlFailed, mallctl: "thread.allocatedp", status: 14)
        }
        return ThreadCounters(allocatedPointer: allocated, deallocatedPointer: deallocated)
    }

    /// Bytes this thread has allocated since it started. The corresponding mallctl name is `thread.allocated`.
    @inlinable public var allocatedBytes: UInt64 { _memoryprobe_load_counter(allocatedPointer) }

    /// Bytes this thread has freed since it started. The corresponding mallctl name is `thread.deallocated`.
    @inlinable public var deallocatedBytes: UInt64 { _memoryprobe_load_counter(deallocatedPointer) }

    /// Both counters at once.
    @inlinable public func read() -> ThreadCounterReading {
        ThreadCounterReading(
            allocatedBytes: _memoryprobe_load_counter(allocatedPointer),
            deallocatedBytes: _memoryprobe_load_counter(deallocatedPointer)
        )
    }
}

@available(*, unavailable, message: "jemalloc's thread counters belong to the thread that resolved them")
extension ThreadCounters: Sendable {}

/// One reading of a thread's cumulative counters; subtract two to get a window's traffic.
public struct ThreadCounterReading: Sendable, Hashable {
    /// Cumulative bytes allocated by the thread.
    public var allocatedBytes: UInt64
    /// Cumulative bytes freed by the thread.
    public var deallocatedBytes: UInt64

    @inlinable
    public init(allocatedBytes: UInt64, deallocatedBytes: UInt64) {
        self.allocatedBytes = allocatedBytes
        self.deallocatedBytes = deallocatedBytes
    }

    /// The traffic between `earlier` and this reading.
    @inlinable
    public func since(_ earlier: ThreadCounterReading) -> AllocationDelta {
        AllocationDelta(
            allocatedBytes: allocatedBytes &- earlier.allocatedBytes,
            freedBytes: deallocatedBytes &- earlier.deallocatedBytes
        )
    }
}

/// Bytes allocated and freed on one thread during a window.
public struct AllocationDelta: Sendable, Hashable, Codable {
    /// Bytes allocated in the window (size classes).
    public var allocatedBytes: UInt64
    /// Bytes freed in the window (size classes).
    public var freedBytes: UInt64

    @inlinable
    public init(allocatedBytes: UInt64, freedBytes: UInt64) {
        self.allocatedBytes = allocatedBytes
        self.freedBytes = freedBytes
    }

    /// Allocated minus freed: what the window left live (negative if it freed older memory).
    @inlinable public var netBytes: Int64 { Int64(bitPattern: allocatedBytes &- freedBytes) }

    public static let zero = AllocationDelta(allocatedBytes: 0, freedBytes: 0)
}
