import Foundation
import MemoryProbe
import Results

/// Large tables, side by side in one process: 1,000,000 rows scrolled top to bottom one row
/// at a time with fixed heights, with variable heights and with reuse off, and a 10,000,000-row
/// table; cells created, bytes per row in steady state, and ns per row (see
/// ``LargeTableWorkload``).
package struct LargeTableBenchWorkload: Workload {
    package static let name = "largeTable"
    package static let summary =
        "scroll tables top to bottom, one row a step: fixed heights, variable heights and no reuse, then fixed at ten times the rows (1M and 10M rows; 100k and 1M with --quick)"
    package static let parameters: [WorkloadParameter] = [
        .init("rows", "1000000", quick: "100000", range: 100...10_000_000, "rows of the main tables"),
        .init("largeRows", "10000000", quick: "1000000", range: 0...100_000_000, "rows of the scaling table (0 skips it)"),
        .init("stepRows", "1", range: 1...1_000_000, "rows scrolled per step"),
        .init("imageBytes", "4096", range: 0...1_048_576, "bytes of image data per cell"),
        .init(
            "rounds", "3", range: 1...1000, "interleaved rounds (timing samples) of the 1M-row configurations; 3 at least for compare to gate them"),
        .init("noReuse", "true", "also scroll with reuse off (a new cell per row)"),
        .init(
            "deviceRows", "100000", quick: "20000", range: 0...1_000_000,
            "rows of the device-like comparison: cells drawn with backing stores at the screen's 3x scale, reuse on and off (0 skips it)"),
    ]

    let rows: Int, largeRows: Int, stepRows: Int, imageBytes: Int, rounds: Int, noReuse: Bool, deviceRows: Int

    package init(values: WorkloadValues, quick: Bool) throws {
        try values.validate(against: Self.parameters, workload: Self.name)
        let p = Self.parameters
        rows = max(100, try values.int("rows", in: p, quick: quick))
        largeRows = try values.int("largeRows", in: p, quick: quick)
        stepRows = max(1, try values.int("stepRows", in: p, quick: quick))
        imageBytes = try values.int("imageBytes", in: p, quick: quick)
        rounds = max(1, try values.int("rounds", in: p, quick: quick))
        noReuse = try values.bool("noReuse", in: p, quick: quick)
        deviceRows = try values.int("deviceRows", in: p, quick: quick)
    }

    package func run(_ context: WorkloadContext) throws -> WorkloadReport {
        var fixed: [LargeTableMeasurement] = [], variable: [LargeTableMeasurement] = [], plain: [LargeTableMeasurement] = []
        var large: LargeTableMeasurement?
        let total = rounds * rows * (noReuse ? 3 : 2) + largeRows
        var done = 0
        do {
            for _ in 0..<rounds {
                fixed.append(try workload(rows: rows, variable: false, reuse: true).run(probe: context.probe))
                done += rows; context.progress(done, total)
                variable.append(try workload(rows: rows, variable: true, reuse: true).run(probe: context.probe))
                done += rows; context.progress(done, total)
                if noReuse {
                    plain.append(try workload(rows: rows, variable: false, reuse: false).run(probe: context.probe))
                    done += rows; context.progress(done, total)
                }
            }
            large = largeRows > 0 ? try workload(rows: largeRows, variable: false, reuse: true).run(probe: context.probe) : nil
        } catch let stop as Interrupted {
            throw WorkloadInterrupted(signal: stop.signal, partial: finishedRounds(fixed: fixed, variable: variable, plain: plain, large: large))
        }
        var device: (reuse: LargeTableMeasurement, plain: LargeTableMeasurement)?
        if deviceRows > 0 {
            var reuse = workload(rows: deviceRows, variable: false, reuse: true)
            var noReuse = workload(rows: deviceRows, variable: false, reuse: false)
            reuse.backingStores = true
            reuse.backingStoreScale = 3
            noReuse.backingStores = true
            noReuse.backingStoreScale = 3
            do {
                device = (try reuse.run(probe: context.probe), try noReuse.run(probe: context.probe))
            } catch let stop as Interrupted {
                throw WorkloadInterrupted(signal: stop.signal, partial: report(fixed: fixed, variable: variable, plain: plain, large: large))
            }
        }
        var report = report(fixed: fixed, variable: variable, plain: plain, large: large)
        if let device { addDevice(device, to: &report) }
        return report
    }

    /// The figures of the rounds that finished before a signal (every configuration of a round
    /// measured), and of the scaling table if it finished; none when no round finished.
    func finishedRounds(
        fixed: [LargeTableMeasurement], variable: [LargeTableMeasurement], plain: [LargeTableMeasurement],
        large: LargeTableMeasurement?
    ) -> WorkloadReport {
        let finished = min(fixed.count, variable.count, noReuse ? plain.count : Int.max)
        guard finished > 0 else { return WorkloadReport(lines: ["interrupted before the first round finished: no figures"]) }
        var partial = report(
            fixed: Array(fixed.prefix(finished)), variable: Array(variable.prefix(finished)),
            plain: Array(plain.prefix(finished)), large: large)
        partial.lines.append("interrupted: \(finished) of \(rounds) rounds finished")
        return partial
    }

    /// Figures of the device-like comparison: cells drawn at the screen's scale, as the
    /// runtime's memory model has it on a device.
    func addDevice(_ device: (reuse: LargeTableMeasurement, plain: LargeTableMeasurement), to report: inout WorkloadReport) {
        let n = "\(Self.name).device.rows\(deviceRows)"
        let speedup = device.plain.nanosecondsPerRow / max(1e-9, device.reuse.nanosecondsPerRow)
        let saved = Double(device.plain.scrollAllocatedBytes) - Double(device.reuse.scrollAllocatedBytes)
        report.metrics += [
            .timing("\(n).reuse.nsPerRow", samples: [device.reuse.nanosecondsPerRow], unit: "ns/row", informational: true),
            .timing("\(n).noReuse.nsPerRow", samples: [device.plain.nanosecondsPerRow], unit: "ns/row", informational: true),
            .timing("\(n).reuseSpeedup", samples: [speedup], unit: "ratio", direction: .biggerIsBetter, informational: true),
            .exact("\(n).reuse.cellsCreated", Double(device.reuse.cellsCreated), unit: "count"),
            .exact("\(n).reuse.steadyStateAllocatedBytes", Double(device.reuse.steadyStateAllocatedBytes), unit: "B"),
            .exact("\(n).bytesSavedByReuse", saved, unit: "B", direction: .biggerIsBetter),
        ]
        report.lines.append(
            "device-like cells (backing stores at 3x, \(deviceRows) rows): reuse "
                + "\(Format.duration(nanoseconds: device.reuse.nanosecondsPerRow))/row "
                + "(\(Format.fixed(device.reuse.steadyStateBytesPerRow, decimals: 2)) B/row), no reuse "
                + "\(Format.duration(nanoseconds: device.plain.nanosecondsPerRow))/row: reuse is \(Format.factor(speedup, decimals: 1)) "
                + "faster (target >= 10x), saved \(Format.bytes(saved))")
    }

    @MainActor
    func workload(rows: Int, variable: Bool, reuse: Bool) -> LargeTableWorkload {
        LargeTableWorkload(rows: rows, variableHeights: variable, reuse: reuse, stepRows: stepRows, cellImageBytes: imageBytes)
    }

    func report(
        fixed: [LargeTableMeasurement], variable: [LargeTableMeasurement], plain: [LargeTableMeasurement],
        large: LargeTableMeasurement?
    ) -> WorkloadReport {
        let n = "\(Self.name).rows\(rows)"
        let fixedNs = fixed.map(\.nanosecondsPerRow), variableNs = variable.map(\.nanosecondsPerRow)
        let fixedMedian = Statistics.median(of: fixedNs)
        // Ratios are the median of the per-round ratios (each round's configurations ran side by
        // side): one definition, printed below and stored in the results.
        let variableRatioMetric = Metric.timing(
            "\(n).variableToFixedRatio", samples: zip(variableNs, fixedNs).map { $0 / max(1e-9, $1) }, unit: "ratio")
        let variableRatio = variableRatioMetric.value
        let last = fixed.last!
        var metrics: [Metric] = [
            .timing("\(n).fixed.nsPerRow", samples: fixedNs, unit: "ns/row"),
            .timing("\(n).variable.nsPerRow", samples: variableNs, unit: "ns/row"),
            variableRatioMetric,
            .exact("\(n).fixed.cellsCreated", Double(last.cellsCreated), unit: "count"),
            .exact("\(n).fixed.maximumVisibleRows", Double(last.maximumVisibleRows), unit: "count"),
            .exact("\(n).fixed.steadyStateAllocatedBytes", Double(last.steadyStateAllocatedBytes), unit: "B"),
            .exact("\(n).variable.cellsCreated", Double(variable.last!.cellsCreated), unit: "count"),
            .exact("\(n).variable.steadyStateAllocatedBytes", Double(variable.last!.steadyStateAllocatedBytes), unit: "B"),
        ]
        var lines = [
            "\(rows) rows, fixed heights: \(last.cellsCreated) cells created (at most \(last.maximumVisibleRows) visible; "
                + "target <= visible + 2), \(Format.fixed(last.steadyStateBytesPerRow, decimals: 2)) B/row in steady state (target 0), "
                + "\(Format.duration(nanoseconds: fixedMedian))/row",
            "\(rows) rows, variable heights: \(variable.last!.cellsCreated) cells, "
                + "\(Format.fixed(variable.last!.steadyStateBytesPerRow, decimals: 2)) B/row, "
                + "\(Format.duration(nanoseconds: Statistics.median(of: variableNs)))/row = "
                + "\(Format.factor(variableRatio, decimals: 2)) fixed (target <= 1.5x)",
        ]
        if let plainLast = plain.last {
            let plainNs = plain.map(\.nanosecondsPerRow)
            let speedupMetric = Metric.timing(
                "\(n).reuseSpeedup", samples: zip(plainNs, fixedNs).map { $0 / max(1e-9, $1) }, unit: "ratio", direction: .biggerIsBetter)
            let speedup = speedupMetric.value
            let saved = Double(plainLast.scrollAllocatedBytes) - Double(last.scrollAllocatedBytes)
            metrics += [
                .timing("\(n).noReuse.nsPerRow", samples: plainNs, unit: "ns/row"),
                speedupMetric,
                .exact("\(n).bytesSavedByReuse", saved, unit: "B", direction: .biggerIsBetter),
            ]
            lines.append(
                "\(rows) rows, reuse off: \(plainLast.cellsCreated) cells, "
                    + "\(Format.duration(nanoseconds: Statistics.median(of: plainNs)))/row: reuse is "
                    + "\(Format.factor(speedup, decimals: 1)) faster (target >= 10x) and saved \(Format.bytes(saved))")
        }
        if let large {
            let ratio = large.nanosecondsPerRow / max(1e-9, fixedMedian)
            metrics += [
                .timing("\(Self.name).rows\(largeRows).fixed.nsPerRow", samples: [large.nanosecondsPerRow], unit: "ns/row", informational: true),
                .exact("\(Self.name).rows\(largeRows).fixed.cellsCreated", Double(large.cellsCreated), unit: "count"),
                .exact("\(Self.name).rows\(largeRows).fixed.steadyStateAllocatedBytes", Double(large.steadyStateAllocatedBytes), unit: "B"),
            ]
            lines.append(
                "\(largeRows) rows, fixed: \(large.cellsCreated) cells, \(Format.fixed(large.steadyStateBytesPerRow, decimals: 2)) B/row, "
                    + "\(Format.duration(nanoseconds: large.nanosecondsPerRow))/row = \(Format.factor(ratio, decimals: 2)) "
                    + "\(rows) rows (target <= 1.2x)")
        }
        return WorkloadReport(metrics: metrics, lines: lines)
    }
}
