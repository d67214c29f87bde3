import Driver
import Results

/// The lines a summary prints about the memory guard: the budget and, under a limit, the
/// warnings pressure raised, survival and the screens that ignored warnings.
enum MemoryGuardSummary {
    static func lines(_ memory: MemoryGuardResult?) -> [String] {
        guard let memory else { return [] }
        var lines = [
            "memory: peak anonymous resident (the budget's measure) \(Format.bytes(Double(memory.peakResidentBytes))), budget \(Format.bytes(Double(memory.budgetBytes))) (\(memory.budgetSource))"
        ]
        if let limit = memory.limit {
            if let automatic = limit.automatic {
                lines.append(
                    "automatic memory limit: \(Format.bytes(Double(limit.limitBytes))), \(automatic.rule) (first pass: \(automatic.firstPassOperations) operations "
                        + "without a limit or warnings peaked at \(Format.bytes(Double(automatic.firstPassPeakBytes))) anonymous resident)")
            }
            lines.append("memory limit \(Format.bytes(Double(limit.limitBytes))) via \(limit.mechanism)")
            lines.append(
                "  warnings raised by pressure: \(limit.moderateWarnings) moderate, \(limit.lowWarnings) low, \(limit.criticalWarnings) critical")
            let afterCritical =
                limit.criticalWarnings > 0
                ? " (resident after critical warnings at most \(Format.bytes(Double(limit.maximumResidentAfterCritical))))" : ""
            switch limit.stoppedBy {
            case nil: lines.append("  " + (limit.survived ? "SURVIVED the limit" : "DID NOT SURVIVE the limit") + afterCritical)
            case .limit: lines.append("  DID NOT SURVIVE the limit" + afterCritical)
            case .budget:
                lines.append(
                    "  limit NOT REACHED: the budget of \(Format.bytes(Double(memory.budgetBytes))) (\(memory.budgetSource)), below the limit's stop line "
                        + "of \(Format.bytes(Double(limit.limitBytes) * MemoryLimitSettings.survivalFraction)), stopped the run first")
            case .addressSpace:
                lines.append("  limit NOT REACHED: the address space neared its ulimit -v first")
            }
            for screen in limit.ignoringScreens {
                lines.append(
                    "  IGNORES WARNINGS: screen \(screen.scene) (\(screen.controller) held \(Format.bytes(Double(screen.heldBytes))); ignored \(screen.warningsIgnored))"
                )
            }
        }
        if let screens = memory.screens, !screens.isEmpty {
            lines.append("  screens under memory warnings (reclaimed in all, views unloaded, longest response):")
            for screen in screens.prefix(10) {
                lines.append(
                    "    \(screen.scene): \(screen.warningsReceived) received, \(Format.bytes(Double(screen.reclaimedBytes))) reclaimed, "
                        + "\(screen.viewsUnloaded) unloaded, \(Format.duration(nanoseconds: Double(screen.maximumResponseNanoseconds)))"
                        + (screen.warningsIgnored > 0 ? ", IGNORED \(screen.warningsIgnored)" : ""))
            }
        }
        for budget in memory.budgets ?? [] {
            var line =
                "budget \(budget.subject): peak \(budget.peakInstances) instance\(budget.peakInstances == 1 ? "" : "s"), \(Format.bytes(Double(budget.peakBytes))) held by one"
            if !budget.retainedByDeclaration.isEmpty {
                line += "; retained as declared (\(budget.retention)): \(budget.retainedByDeclaration.joined(separator: ", "))"
            }
            lines.append(line)
            lines += budget.breaches.map { "  OVER BUDGET: \($0)" }
        }
        return lines
    }
}
