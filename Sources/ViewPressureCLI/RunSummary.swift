import Driver
import Foundation
import MemoryProbe
import Results

/// The summary table `viewpressure run` prints.
enum RunSummary {
    static func print(_ outcome: RunOutcome, trace: String?, resultsPath: String?) {
        let results = outcome.results
        Swift.print(
            "scenario \(results.name): \(results.phases.reduce(0) { $0 + $1.operations }) steps, "
                + "\(results.scenes.reduce(0) { $0 + $1.instances }) controllers created")
        Swift.print("")
        Swift.print(
            pad("phase", 22) + pad("steps", 8) + pad("allocated", 12) + pad(RunFigures.phasePeakTitle, 18) + pad("heap at end", 13)
                + pad("RSS at end", 12) + "time")
        for phase in results.phases {
            Swift.print(
                pad(phase.label, 22) + pad("\(phase.operations)", 8) + pad(Format.bytes(Int(phase.allocatedBytes)), 12)
                    + pad(Format.bytes(Int(phase.peakBytes)), 18) + pad(Format.bytes(phase.end.allocatedBytes), 13)
                    + pad(Format.bytes(phase.end.processResidentBytes), 12) + Format.duration(nanoseconds: Double(phase.elapsedNanoseconds)))
        }
        if let peak = RunFigures.peakResident(results) { Swift.print(peak.terminalLine) }
        let callbacks = results.callbacks.sorted { $0.totals.exclusiveAllocatedBytes > $1.totals.exclusiveAllocatedBytes }.prefix(8)
        if !callbacks.isEmpty {
            Swift.print("")
            Swift.print(pad("callback", 26) + pad("count", 9) + pad("allocated", 12) + pad("freed", 12) + "time (exclusive)")
            for callback in callbacks {
                let totals = callback.totals
                Swift.print(
                    pad(callback.kind, 26) + pad("\(totals.count)", 9) + pad(Format.bytes(Int(totals.exclusiveAllocatedBytes)), 12)
                        + pad(Format.bytes(Int(totals.exclusiveFreedBytes)), 12) + Format.duration(nanoseconds: Double(totals.exclusiveNanoseconds)))
            }
        }
        let scenes = results.scenes.sorted { $0.totals.exclusiveAllocatedBytes > $1.totals.exclusiveAllocatedBytes }.prefix(10)
        if !scenes.isEmpty {
            Swift.print("")
            Swift.print(pad("scene (or class)", 26) + pad("instances", 11) + pad("allocated", 12) + "top callbacks (exclusive bytes)")
            for scene in scenes {
                let top = (scene.callbacks ?? []).sorted { $0.totals.exclusiveAllocatedBytes > $1.totals.exclusiveAllocatedBytes }
                    .prefix(3).filter { $0.totals.exclusiveAllocatedBytes > 0 }
                    .map { "\($0.kind) \(Format.bytes(Int($0.totals.exclusiveAllocatedBytes)))" }.joined(separator: ", ")
                Swift.print(
                    pad(scene.scene, 26) + pad("\(scene.instances)", 11) + pad(Format.bytes(Int(scene.totals.exclusiveAllocatedBytes)), 12) + top)
            }
        }
        for table in results.tables {
            Swift.print(
                "table \(table.table) \"\(table.identifier)\": \(table.cellsCreated) cells created, \(table.dequeues) dequeues, \(table.reused) reused, pool high-water \(table.poolHighWater)"
                    + (table.cellsNotDequeued.map { ", \($0) never dequeued" } ?? ""))
            if let failure = table.reuseFailure { Swift.print("REUSE FAILURE: " + failure) }
        }
        for warning in results.memoryWarnings.prefix(10) {
            Swift.print(
                "memory warning (\(warning.level)) in \(warning.phase): \(warning.viewsUnloaded) views unloaded, resident \(Format.bytes(warning.residentBefore)) -> \(Format.bytes(warning.residentAfter))"
                    + (warning.purged == false ? " (not purged)" : ""))
        }
        Swift.print("")
        if results.leaks.isEmpty { Swift.print("leaks: none") }
        for group in LeakGroup.of(results.leaks) {
            Swift.print(group.headline)
            if let view = group.first.view {
                Swift.print("    view \(view.joined(separator: " > ")) keeps \(Format.bytes(group.first.bytes ?? 0))")
            }
            for line in group.first.pathLines { Swift.print("    " + line) }
            if let fingerprint = group.first.fingerprint { Swift.print("    fingerprint \(fingerprint)") }
        }
        if let violation = results.invariantViolations.first {
            Swift.print(
                "INVARIANT VIOLATED at seq \(violation.seq): \(violation.controller ?? "")."
                    + "\(violation.event): \(violation.message) [\(violation.rule)]")
        }
        if let expected = results.expectedFailures {
            Swift.print("steps that failed as their \"expect\" declared:")
            for line in expected.prefix(5) { Swift.print("    " + line) }
            if expected.count > 5 { Swift.print("    ... \(expected.count - 5) more in the results' expectedFailures") }
        }
        for line in MemoryGuardSummary.lines(results.memoryGuard) { Swift.print(line) }
        if let budget = outcome.budgetExceeded {
            Swift.print("\((results.memoryGuard?.stopTitle ?? "memory budget exceeded").uppercased()): \(budget)")
        }
        if let trace { Swift.print("trace: \(trace)") }
        if let resultsPath { Swift.print("results: \(resultsPath)") }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
