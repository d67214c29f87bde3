import Profiler
import Results
import ViewRuntime

/// The memory side of a run, at its safe points (after each step of `run`, each operation
/// of `soak`): the guard's budget and limit, warnings raised by pressure with each screen's
/// response, refused allocations, and the declared budgets. Built by ``ScenarioRunner`` and
/// ``SoakRunner``; what it saw goes into the results as ``MemoryGuardResult``.
@MainActor
final class MemorySupervisor {
    let memoryGuard: MemoryGuard
    let budgets: BudgetChecker
    private let runtime: Runtime
    private let profiler: RuntimeProfiler
    private var ignoring: [String: MemoryGuardResult.IgnoringScreen] = [:]
    private var ignoringOrder: [String] = []
    private var screenSummaries: [String: ScreenPressureSummary] = [:]
    /// Whether each warning's result keeps every screen's response (`run`). A soak keeps
    /// none (they would read as growth) and measures responses only for pressure's warnings,
    /// to name the screens that ignore them.
    var keepsScreenResponses = true
    /// Whether a warning without a trigger (a step's, the soak walk's) purges the arenas after
    /// it (`run`: its warnings' resident figures are reported). A soak's walk does not: its
    /// warnings' resident figures are not what it measures, and every purge made the walk fault
    /// its pages in again. A warning raised by pressure always purges: under a limit, resident
    /// memory is the measure, and the purge is what makes a warning return it.
    var purgesAfterScriptedWarnings = true

    init(settings: MemoryLimitSettings, budgets: [MemoryBudget], runtime: Runtime, profiler: RuntimeProfiler) {
        memoryGuard = MemoryGuard(settings: settings)
        self.budgets = BudgetChecker(budgets: budgets)
        self.runtime = runtime
        self.profiler = profiler
        // Filled as scenes first answer a warning, at random cycles of a soak: reserved, so
        // that the limit's own records never read as retained growth.
        screenSummaries.reserveCapacity(Self.screensReserved)
        ignoring.reserveCapacity(Self.screensReserved)
        ignoringOrder.reserveCapacity(Self.screensReserved)
        memoryGuard.install(on: runtime)
    }

    static let screensReserved = 64

    /// Whether warnings come from pressure (a limit was given) rather than from a script.
    var raisesWarningsByPressure: Bool { memoryGuard.settings.limitBytes != nil }

    /// At a safe point: checks refused blocks, the budget and the limit (raising a warning if
    /// pressure calls for one) and the declared budgets. Returns why the run must stop (exit
    /// 6), or nil. `site` names the step just run; `phase` the phase.
    /// Under a limit, any stop (a refused block, the stop line, the address space) means the
    /// run did not survive it: the verdict, the terminal and the results say so alike.
    func safePoint(site: @autoclosure () -> String) -> String? {
        guard let (reason, line) = stopReason(site: site()) else { return nil }
        memoryGuard.stopped(at: line)
        return reason
    }

    private func stopReason(site: @autoclosure () -> String) -> (String, MemoryGuardResult.StopLine)? {
        if let refusal = runtime.refusedAllocation {
            let line = memoryGuard.refusalLine
            runtime.clearRefusedAllocation()
            memoryGuard.read()
            var space = ""
            if let line = memoryGuard.addressSpaceLine, let limit = ProcMemoryFiles.addressSpaceLimit() {
                space =
                    ", address space \(Format.bytes(Double(memoryGuard.virtualBytes))) (the line is \(Format.bytes(Double(line))), 90% of the \(Format.bytes(Double(limit))) ulimit -v)"
            }
            return (
                "\(refusal) in phase \"\(profiler.currentPhase ?? "")\" at \(site()); resident (anonymous) \(Format.bytes(Double(memoryGuard.residentBytes))), "
                    + "stop line \(memoryGuard.settings.stopDescription)\(space); \(MemoryHolders.describe(runtime))", line
            )
        }
        switch memoryGuard.check() {
        case .proceed:
            break
        case .stop(let resident):
            return (
                "resident (anonymous) \(Format.bytes(Double(resident))) crossed the budget of \(Format.bytes(Double(memoryGuard.settings.budgetBytes))) "
                    + "(\(memoryGuard.settings.budgetSource)) in phase \"\(profiler.currentPhase ?? "")\" at \(site()); \(MemoryHolders.describe(runtime))",
                .budget
            )
        case .stopAddressSpace(let virtual, let limit):
            return (
                "the address space \(Format.bytes(Double(virtual))) crossed \(Int(MemoryGuard.addressSpaceFraction * 100))% of the "
                    + "\(Format.bytes(Double(limit))) address-space limit (ulimit -v), where allocations would fail, in phase \"\(profiler.currentPhase ?? "")\" "
                    + "at \(site()); resident (anonymous) \(Format.bytes(Double(memoryGuard.residentBytes))); \(MemoryHolders.describe(runtime))",
                .addressSpace
            )
        case .warn(let level):
            warn(level, trigger: "pressure", site: site())
            if !memoryGuard.warningDelivered(level) {
                let limit = memoryGuard.settings.limitBytes ?? 0
                return (
                    "resident (anonymous) \(Format.bytes(Double(memoryGuard.residentBytes))) stayed above \(Int(MemoryLimitSettings.survivalFraction * 100))% of the "
                        + "memory limit of \(Format.bytes(Double(limit))) after a critical warning, in phase \"\(profiler.currentPhase ?? "")\" at \(site()); \(MemoryHolders.describe(runtime))",
                    .limit
                )
            }
        }
        budgets.check(runtime: runtime, profiler: profiler, site: site())
        return nil
    }

    /// Sends a memory warning (a step's, the walk's, or pressure's) and records how each screen
    /// answered it; `trigger` is "pressure" for the guard's own.
    func warn(_ level: MemoryWarningLevel, trigger: String?, site: @autoclosure () -> String) {
        let purging = trigger != nil || purgesAfterScriptedWarnings
        guard keepsScreenResponses || trigger != nil else {
            profiler.memoryWarning(level, trigger: trigger, purging: purging)
            return
        }
        let meter = WarningResponseMeter(runtime: runtime, profiler: profiler)
        let result = profiler.memoryWarning(level, trigger: trigger, purging: purging)
        let (screens, ignored) = meter.responses(profiler: profiler, keeping: keepsScreenResponses ? WarningResponseMeter.screensKept : 0)
        if keepsScreenResponses { profiler.annotateWarning(seq: result.seq, trigger: trigger, screens: screens.kept) }
        for response in screens.all { summarize(response, ignored: false) }
        for response in ignored { summarize(response, ignored: true) }
        if trigger != nil {
            for response in ignored {
                if ignoring[response.scene] == nil {
                    ignoringOrder.append(response.scene)
                    ignoring[response.scene] = MemoryGuardResult.IgnoringScreen(
                        scene: response.scene, controller: response.controller,
                        heldBytes: response.heldBytesBefore, warningsIgnored: 0)
                }
                ignoring[response.scene]?.warningsIgnored += 1
            }
        }
        if !budgets.isEmpty { budgets.check(runtime: runtime, profiler: profiler, site: site(), afterWarning: true) }
    }

    private func summarize(_ response: ScreenWarningResponse, ignored: Bool) {
        var summary = screenSummaries[response.scene] ?? ScreenPressureSummary(scene: response.scene)
        if ignored {
            summary.warningsIgnored += 1
        } else {
            summary.warningsReceived += 1
            summary.reclaimedBytes += response.reclaimedBytes
            summary.viewsUnloaded += response.viewUnloaded ? 1 : 0
            summary.maximumResponseNanoseconds = max(summary.maximumResponseNanoseconds, response.responseNanoseconds)
            summary.totalResponseNanoseconds &+= response.responseNanoseconds
        }
        screenSummaries[response.scene] = summary
    }

    /// After a soak's cycle (its teardown done): drops what the declared budgets kept about
    /// controllers that died.
    func cycleEnded() {
        if !budgets.isEmpty { budgets.forgetDead(runtime: runtime) }
    }

    /// Leaks minus those a declared retention (cache, pool, singleton) excuses.
    func unexcused(_ leaks: [LeakFinding]) -> [LeakFinding] { budgets.isEmpty ? leaks : budgets.unexcused(leaks) }

    /// What the run was allowed and what it used; also leaves the limit's cgroup.
    func finish() -> MemoryGuardResult {
        memoryGuard.read()
        memoryGuard.release()
        runtime.memoryAdmission = nil
        let settings = memoryGuard.settings
        var result = MemoryGuardResult(
            budgetBytes: settings.budgetBytes, budgetSource: settings.budgetSource,
            peakResidentBytes: memoryGuard.peakResidentBytes)
        if let limit = settings.limitBytes {
            result.limit = MemoryGuardResult.Limit(
                limitBytes: limit, mechanism: memoryGuard.mechanism,
                moderateWarnings: memoryGuard.raised[.moderate] ?? 0, lowWarnings: memoryGuard.raised[.low] ?? 0,
                criticalWarnings: memoryGuard.raised[.critical] ?? 0,
                maximumResidentAfterCritical: memoryGuard.residentAfterCritical.max() ?? 0,
                survived: memoryGuard.survived, ignoringScreens: ignoringOrder.compactMap { ignoring[$0] })
            result.limit?.stoppedBy = memoryGuard.stoppedBy
        }
        if !budgets.isEmpty { result.budgets = budgets.results }
        if !screenSummaries.isEmpty {
            result.screens = screenSummaries.values.sorted { ($0.reclaimedBytes, $1.scene) > ($1.reclaimedBytes, $0.scene) }
        }
        return result
    }
}
