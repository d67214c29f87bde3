public import Results

/// The memory budget of `viewpressure bench`: checked each time a workload reports progress
/// and between workloads. A built-in workload's sizes are bounded by its parameters' ranges,
/// so the bench finishes the workload in which the budget was crossed (its figures are
/// complete), then skips the rest and exits 6 with the results gathered so far.
///
/// Cost per check: a load of jemalloc's per-thread allocated counter; the kernel's figure is
/// read only after the thread allocated 1/64 of the budget since the last read.
@MainActor
package final class BenchMemoryBudget {
    private let memoryGuard: MemoryGuard
    /// What crossed the budget, where; nil while within it.
    package private(set) var exceeded: String?

    package init(settings: MemoryLimitSettings) {
        memoryGuard = MemoryGuard(settings: settings)
    }

    /// Checks the budget; `workload` and the progress name where the run was.
    package func check(workload: String, done: Int, total: Int) {
        guard exceeded == nil else { return }
        let place = "in workload \(workload) at \(done) of \(total)"
        switch memoryGuard.check() {
        case .stop(let resident):
            exceeded = "resident (anonymous) \(Format.bytes(Double(resident))) crossed the budget of \(memoryGuard.settings.stopDescription) \(place)"
        case .stopAddressSpace(let virtual, let limit):
            exceeded =
                "the address space \(Format.bytes(Double(virtual))) crossed 90% of the \(Format.bytes(Double(limit))) address-space limit (ulimit -v) \(place)"
        case .proceed, .warn:
            break
        }
    }

    /// The budget and the peak, for the results.
    package func result() -> MemoryGuardResult {
        memoryGuard.read()
        return MemoryGuardResult(
            budgetBytes: memoryGuard.settings.budgetBytes, budgetSource: memoryGuard.settings.budgetSource,
            peakResidentBytes: memoryGuard.peakResidentBytes)
    }
}
