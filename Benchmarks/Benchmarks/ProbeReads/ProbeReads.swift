import Benchmark
import BenchmarkSupport
import MemoryProbe

#if canImport(Glibc)
import Glibc
#endif

/// MemoryProbe's own reads (DESIGN.md: a counter read <= 2 ns, a heap snapshot <= 15 us, reads
/// allocate nothing), and a calibration that shows what each layer counts for one known block.
let benchmarks: @Sendable () -> Void = {
    MainActorBenchmark.register(
        "thread-counter-read",
        configuration: .hotPath(scalingFactor: .mega)
    ) { run in
        let counters = run.counters
        var sink: UInt64 = 0
        run.measure {
            for _ in run.operations { sink &+= counters.allocatedBytes }
        }
        blackHole(sink)
    }

    MainActorBenchmark.register(
        "heap-snapshot",
        configuration: .hotPath(scalingFactor: .kilo)
    ) { run in
        let probe = SharedProbe.probe
        try run.measure {
            for _ in run.operations { blackHole(try probe.heapSnapshot()) }
        }
    }

    MainActorBenchmark.register(
        "allocation-counts",
        configuration: .hotPath(scalingFactor: .kilo)
    ) { run in
        let probe = SharedProbe.probe
        try run.measure {
            for _ in run.operations { blackHole(try probe.allocationCounts()) }
        }
    }

    // One 64-byte block and its free per operation, by the two routes Swift code takes.
    // `malloc` (classes, arrays, strings, HeapMemory): package-benchmark's interposer puts a
    // 16-byte header in front, so jemalloc is asked for 80 bytes and counts the 80-byte class.
    // `UnsafeMutableRawPointer.allocate` (Swift's aligned path, `aligned_alloc`): no header, so
    // jemalloc counts 64. Without the interposer (`viewpressure`) both count 64. The interposer
    // counts one malloc either way.
    MainActorBenchmark.register(
        "calibration-malloc-64",
        configuration: .hotPath(scalingFactor: .kilo)
    ) { run in
        run.measure {
            for _ in run.operations { mallocAndFree(64) }
        }
    }

    MainActorBenchmark.register(
        "calibration-swift-allocate-64",
        configuration: .hotPath(scalingFactor: .kilo)
    ) { run in
        run.measure {
            for _ in run.operations { allocateAndDeallocate(64) }
        }
    }
}

/// One C `malloc` of `size` bytes and its `free`, out of line so it cannot be optimized away.
@inline(never)
func mallocAndFree(_ size: Int) {
    let block = malloc(size)
    blackHole(block)
    free(block)
}

/// One Swift `allocate` of `size` bytes and its `deallocate`, out of line.
@inline(never)
func allocateAndDeallocate(_ size: Int) {
    let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
    blackHole(block)
    block.deallocate()
}
