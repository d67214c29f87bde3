import ArgumentParser
import Driver
import Reports

/// `--budget-mb` and `--memory-limit-mb`, shared by `run`, `soak` and `bench`
/// (docs/MEMORY-LIMITS.md).
struct MemoryOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Stop with exit code 6 when the process's resident memory crosses this many MiB (default: half the memory available to the process).",
        valueName: "MiB"))
    var budgetMb: Int?

    @Option(help: ArgumentHelp(
        "Run under a real memory limit of this many MiB (a cgroup where one can be created, else a resident watcher); memory warnings are then raised by pressure.",
        valueName: "MiB"))
    var memoryLimitMb: Int?

    func validate() throws {
        if let budgetMb, !(1...Self.maximumMb).contains(budgetMb) {
            throw ValidationError("--budget-mb: expected from 1 to \(Self.maximumMb) (16 TiB), found \(budgetMb)")
        }
        if let memoryLimitMb, !(Self.minimumLimitMb...Self.maximumMb).contains(memoryLimitMb) {
            throw ValidationError("--memory-limit-mb: expected from \(Self.minimumLimitMb) to \(Self.maximumMb) (16 TiB), found \(memoryLimitMb)")
        }
    }

    /// The largest budget or limit: 16 TiB, far above any machine, and far below `Int`'s range in bytes.
    static let maximumMb = 16 << 20
    /// The smallest limit: the process itself (the Swift runtime, Foundation, jemalloc) needs
    /// about 5 MiB of anonymous memory before it runs anything.
    static let minimumLimitMb = 8

    var budgetBytes: Int? { budgetMb.map { $0 << 20 } }
    var limitBytes: Int? { memoryLimitMb.map { $0 << 20 } }
}

/// The lines a summary prints about the memory guard: the budget and, under a limit, the
/// warnings pressure raised, survival and the screens that ignored warnings.
enum MemoryGuardSummary {
    static func lines(_ memory: MemoryGuardResult?) -> [String] {
        guard let memory else { return [] }
        var lines = ["memory: peak resident (anonymous) \(Format.bytes(Double(memory.peakResidentBytes))), budget \(Format.bytes(Double(memory.budgetBytes))) (\(memory.budgetSource))"]
        if let limit = memory.limit {
            lines.append("memory limit \(Format.bytes(Double(limit.limitBytes))) via \(limit.mechanism)")
            lines.append("  warnings raised by pressure: \(limit.moderateWarnings) moderate, \(limit.lowWarnings) low, \(limit.criticalWarnings) critical")
            lines.append("  " + (limit.survived ? "SURVIVED the limit" : "DID NOT SURVIVE the limit")
                + (limit.criticalWarnings > 0 ? " (resident after critical warnings at most \(Format.bytes(Double(limit.maximumResidentAfterCritical))))" : ""))
            for screen in limit.ignoringScreens {
                lines.append("  IGNORES WARNINGS: screen \(screen.scene) (\(screen.controller) held \(Format.bytes(Double(screen.heldBytes))); ignored \(screen.warningsIgnored))")
            }
        }
        if let screens = memory.screens, !screens.isEmpty {
            lines.append("  screens under memory warnings (reclaimed in all, views unloaded, longest response):")
            for screen in screens.prefix(10) {
                lines.append("    \(screen.scene): \(screen.warningsReceived) received, \(Format.bytes(Double(screen.reclaimedBytes))) reclaimed, "
                    + "\(screen.viewsUnloaded) unloaded, \(Format.duration(nanoseconds: Double(screen.maximumResponseNanoseconds)))"
                    + (screen.warningsIgnored > 0 ? ", IGNORED \(screen.warningsIgnored)" : ""))
            }
        }
        for budget in memory.budgets ?? [] {
            var line = "budget \(budget.subject): peak \(budget.peakInstances) instance\(budget.peakInstances == 1 ? "" : "s"), \(Format.bytes(Double(budget.peakBytes))) held by one"
            if !budget.retainedByDeclaration.isEmpty { line += "; retained as declared (\(budget.retention)): \(budget.retainedByDeclaration.joined(separator: ", "))" }
            lines.append(line)
            lines += budget.breaches.map { "  OVER BUDGET: \($0)" }
        }
        return lines
    }
}
