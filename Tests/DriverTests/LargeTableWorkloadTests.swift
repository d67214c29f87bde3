import Foundation
import Testing

@testable import Driver

/// The large-table workload: a small functional run always; the benchmark only with
/// `VIEWPRESSURE_TABLE_BENCH` set, in a release build (it is a measurement, not a timed test):
///
///     swift build -c release --build-tests -Xswiftc -enable-testing
///     VIEWPRESSURE_TABLE_BENCH=1 swift test -c release --skip-build --filter LargeTableWorkloadTests
///
/// `VIEWPRESSURE_TABLE_BENCH=quick` skips the 10M-row run; `VIEWPRESSURE_TABLE_ROUNDS` (default 3)
/// sets the interleaved rounds (best of each is kept); `VIEWPRESSURE_TABLE_IMAGE_BYTES` (default 4096)
/// the image bytes per cell; `VIEWPRESSURE_TABLE_BACKING_SCALE` turns backing stores on at that scale.
@MainActor
@Suite("Large table workload", .serialized)
struct LargeTableWorkloadTests {
    @Test("10,000 fixed rows: at most visible + 2 cells, every row scrolled")
    func smallRun() throws {
        let result = try LargeTableWorkload(rows: 10_000, cellImageBytes: 1024).run()
        #expect(result.cellsCreated <= result.maximumVisibleRows + 2)
        #expect(result.rowsScrolled >= 10_000 - result.maximumVisibleRows - 1)
    }

    @Test(
        "Benchmark: 1M fixed, 1M variable, 1M without reuse, 10M fixed, side by side",
        .enabled(if: ProcessInfo.processInfo.environment["VIEWPRESSURE_TABLE_BENCH"] != nil))
    func benchmark() throws {
        let environment = ProcessInfo.processInfo.environment
        let imageBytes = Int(environment["VIEWPRESSURE_TABLE_IMAGE_BYTES"] ?? "") ?? 4096
        let quick = environment["VIEWPRESSURE_TABLE_BENCH"] == "quick"
        // Backing stores (the runtime's device-like memory model) at this scale; unset = off.
        let backingScale = Double(environment["VIEWPRESSURE_TABLE_BACKING_SCALE"] ?? "")
        func workload(rows: Int, variableHeights: Bool = false, reuse: Bool = true) -> LargeTableWorkload {
            LargeTableWorkload(
                rows: rows, variableHeights: variableHeights, reuse: reuse, cellImageBytes: imageBytes,
                backingStores: backingScale != nil, backingStoreScale: backingScale ?? 0.1)
        }
        // Interleaved rounds, best of each: the machine is shared, so ratios come from runs side by side.
        let rounds = Int(environment["VIEWPRESSURE_TABLE_ROUNDS"] ?? "") ?? 3
        var runs: [(String, LargeTableWorkload)] = [
            ("1M fixed", workload(rows: 1_000_000)),
            ("1M variable", workload(rows: 1_000_000, variableHeights: true)),
            ("1M reuse off", workload(rows: 1_000_000, reuse: false)),
        ]
        if !quick { runs.append(("10M fixed", workload(rows: 10_000_000))) }
        _ = try workload(rows: 200_000).run()  // warm-up
        var results: [String: LargeTableMeasurement] = [:]
        for round in 1...rounds {
            for (name, workload) in runs {
                let result = try workload.run()
                print("[table-bench] round \(round) \(name): \(result)")
                if let best = results[name], best.nanosecondsPerRow <= result.nanosecondsPerRow { continue }
                results[name] = result
            }
        }
        for (name, _) in runs { print("[table-bench] best \(name): \(results[name]!)") }
        let fixed = results["1M fixed"]!
        let variable = results["1M variable"]!
        let noReuse = results["1M reuse off"]!
        let big = results["10M fixed"] ?? fixed
        print("[table-bench] variable / fixed ns per row: \(variable.nanosecondsPerRow / fixed.nanosecondsPerRow)")
        print("[table-bench] no reuse / reuse ns per row: \(noReuse.nanosecondsPerRow / fixed.nanosecondsPerRow)")
        print("[table-bench] 10M / 1M ns per row: \(big.nanosecondsPerRow / fixed.nanosecondsPerRow)")
        print("[table-bench] bytes saved by reuse while scrolling: \(Int64(noReuse.scrollAllocatedBytes) - Int64(fixed.scrollAllocatedBytes)) (\(noReuse.steadyStateBytesPerRow) vs \(fixed.steadyStateBytesPerRow) B/row)")
        #expect(fixed.cellsCreated <= fixed.maximumVisibleRows + 2)
        #expect(fixed.steadyStateAllocatedBytes == 0)
    }
}
