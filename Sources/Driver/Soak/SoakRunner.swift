import MemoryProbe
public import Profiler
public import Results
import ViewRuntime

/// A soak test: a seeded random walk over a scenario's storyboard (push, pop, present,
/// dismiss, tabs, segues, pages, memory warnings of random levels), in cycles. Each cycle
/// launches the initial scene, runs its random operations, sends a critical warning, tears
/// the window down, checks for leaks, and samples the bytes the runtime's thread has
/// allocated and not freed since the soak began (jemalloc's exact per-thread counters, which
/// need no purge). The arenas are purged only where resident memory is measured: after a
/// warning raised by pressure, and at each cycle's end under a memory limit.
///
/// Invariants are checked on every callback; leaks after every cycle; the retained bytes per
/// cycle are fitted with Theil-Sen (``GrowthVerdict``): flat or growing.
@MainActor
package final class SoakRunner {
    package let scenario: Scenario
    package let options: SoakOptions
    let runtime: Runtime
    let storyboard: ScenarioStoryboard
    let probe: AllocatorProbe?
    let environment: RunEnvironment
    package let profiler: RuntimeProfiler
    /// The budget, the limit (warnings by pressure) and declared budgets, after every operation.
    let memory: MemorySupervisor
    var random: SplitMix64
    var window: Window?
    var leaks: [LeakFinding] = []
    /// Net bytes (allocated minus freed) by the runtime's thread since the soak started,
    /// after each cycle: exact and per thread, so other threads cannot disturb it.
    var retained: [Int] = []
    let counters: ThreadCounters?
    var startReading: ThreadCounterReading?
    var operationsDone = 0
    /// The scenes the walk may push or present (not containers), found once: a custom scene
    /// whose class is a container (a `UITabBarController` subclass...) is found by making one.
    let pushableScenes: [Scene]
    var stepIndex = 0
    /// Called once per cycle, after the teardown and before the sample (tests use it to add
    /// a deliberate leak or fill a cache).
    package var cycleHook: ((Int) -> Void)?
    /// The calibration leak (``SoakOptions/injectedLeakBytes``), if asked for.
    let calibrationLeak: CalibrationLeak?
    /// Called with (operations done, operations planned) for progress display; for a
    /// duration, planned is an estimate.
    package var progress: ((Int, Int) -> Void)?

    package init(scenario: Scenario, options: SoakOptions, environment: RunEnvironment) throws {
        self.scenario = scenario
        self.options = options
        self.environment = environment
        (runtime, probe, profiler, storyboard) = try ScenarioHarness(scenario: scenario, options: options).parts
        profiler.keepsDeallocatedControllers = false
        // Messages are strings that fill in slowly as rare diagnostics first occur, which
        // would read as growth: a soak keeps none, and reports them counted by code.
        profiler.diagnosticsKept = 0
        runtime.reserveDiagnostics()
        // Arrays that grow to the most controllers alive at once would step up whenever the
        // walk reaches a new maximum, late and at random: reserve them now.
        runtime.reserveBookkeeping(controllers: 1024)
        runtime.tables.retiredRecordLimit = 64
        random = SplitMix64(seed: options.seed)
        pushableScenes = try Self.findPushableScenes(of: scenario, storyboard: storyboard, runtime: runtime)
        // One reading per cycle: an array that doubled as it filled would itself show as
        // retained growth (about 10 B/cycle over a million operations, all of it the array's
        // doublings). With a count of operations the cycles are known; reserve them all
        // (at most 2^21 readings, 16 MiB), else 4,096 and a documented step per doubling.
        let knownCycles = options.operations.map { $0 / max(options.operationsPerCycle, 1) + 1 } ?? 0
        retained.reserveCapacity(min(max(knownCycles, 4096), 1 << 21))
        counters = options.measures ? try ThreadCounters.forCurrentThread() : nil
        calibrationLeak = options.injectedLeakBytes > 0 ? CalibrationLeak(bytes: options.injectedLeakBytes) : nil
        var settings = options.memorySettings()
        settings.readEveryBytes = options.residentReadEveryBytes
        memory = MemorySupervisor(settings: settings, budgets: scenario.budgets, runtime: runtime, profiler: profiler)
        memory.keepsScreenResponses = false
        memory.purgesAfterScriptedWarnings = false
    }

    /// Runs cycles until the operation count or the duration is reached. The soak's runtime is
    /// the current one (``ViewRuntime/Runtime/current``) throughout.
    package func run() -> RunOutcome {
        Runtime.withCurrent(runtime) { runCycles() }
    }

    private func runCycles() -> RunOutcome {
        let start = AllocatorProbe.monotonicNanoseconds()
        let limit = options.operations ?? (options.durationSeconds == nil ? SoakOptions.defaultOperations : Int.max)
        let deadline = options.durationSeconds.map { start &+ UInt64(min(max($0, 0), SoakOptions.maximumDurationSeconds) * 1e9) }
        profiler.beginPhase("soak")
        startReading = counters?.read()
        var failure: String?
        var interruptedBy: Int32?
        var budgetStop: String?
        var cycle = 0
        while operationsDone < limit {
            if let deadline, AllocatorProbe.monotonicNanoseconds() >= deadline { break }
            do {
                try runCycle(cycle, limit: limit)
            } catch let interruption as Interrupted {
                interruptedBy = interruption.signal
                break
            } catch let stop as MemoryStop {
                budgetStop = stop.reason
                tearDownAfterStop()
                break
            } catch {
                failure = "cycle \(cycle): \(error)"
                break
            }
            cycle += 1
            if profiler.firstViolation != nil { break }
        }
        return finish(cycles: cycle, failure: failure, interruptedBy: interruptedBy, budgetStop: budgetStop)
    }

    func runCycle(_ cycle: Int, limit: Int) throws {
        profiler.currentOperation = "launch"
        profiler.recordStep(index: stepIndex, op: "launch")
        stepIndex += 1
        let window = Window(runtime: runtime)
        window.rootViewController = try storyboard.instantiate(scenario.initial)
        window.makeKeyAndVisible()
        self.window = window
        for _ in 0..<options.operationsPerCycle where operationsDone < limit {
            if let signal = RunInterruption.requested {
                window.tearDown()
                self.window = nil
                throw Interrupted(signal: signal)
            }
            try randomOperation()
            runtime.runUntilIdle()
            operationsDone += 1
            if let raised = runtime.drainRaisedExceptions().first {
                throw RaisedDuringSoak(operation: operationsDone, op: profiler.currentOperation ?? "", exception: raised)
            }
            if let reason = memory.safePoint(site: "cycle \(cycle), operation \(self.operationsDone) (\(self.profiler.currentOperation ?? ""))") {
                throw MemoryStop(reason: reason)
            }
            progress?(operationsDone, limit == Int.max ? operationsDone + 1 : limit)
        }
        // Under a real limit warnings come from pressure alone, not from the cycle's script.
        if walkSendsWarnings { memory.warn(.critical, trigger: nil, site: "cycle \(cycle) end") }
        profiler.currentOperation = "teardown"
        profiler.recordStep(index: stepIndex, op: "teardown")
        stepIndex += 1
        window.tearDown()
        self.window = nil
        runtime.clearDiagnostics()
        finishCycle(cycle)
    }

    /// Tears the window down after the memory guard stopped the walk, so that what the run
    /// held is released before the results are written.
    func tearDownAfterStop() {
        window?.tearDown()
        window = nil
        runtime.runUntilIdle()
    }

    /// Whether each cycle ends with a purge of jemalloc's arenas: only where resident memory is
    /// measured, under a memory limit (pressure reads it, and a cycle's purge is part of what
    /// the walk gives back, as before) and in the first pass of `--memory-limit-mb auto`
    /// (whose peak chooses that limit). The sample itself needs none: it is the thread's
    /// allocated minus freed bytes, which a purge does not change.
    var purgesAtCycleEnd: Bool { purgesEverywhere || memory.raisesWarningsByPressure || options.residentReadEveryBytes != nil }

    /// Purge after every warning and every cycle (tests compare a soak with and without it:
    /// the retained series and the verdict must not change).
    var purgesEverywhere = false {
        didSet { memory.purgesAfterScriptedWarnings = purgesEverywhere }
    }

    /// After a cycle's locals are gone: leak check, the test hook, a purge where resident memory
    /// is measured (``purgesAtCycleEnd``) and the sample.
    func finishCycle(_ cycle: Int) {
        runtime.runUntilIdle()
        let found = profiler.checkLeaks()
        for finding in found where !leaks.contains(where: { $0.controller == finding.controller }) {
            if leaks.count < 100, !memory.unexcused([finding]).isEmpty { leaks.append(finding) }
        }
        memory.cycleEnded()
        cycleHook?(cycle)
        calibrationLeak?.leakOne()
        if purgesAtCycleEnd { _ = try? probe?.purge() }
        if let counters, let startReading {
            retained.append(Int(counters.read().since(startReading).netBytes))
        }
    }
}

/// A soak operation after which UIKit had raised an exception: the soak fails with it.
struct RaisedDuringSoak: Error, CustomStringConvertible {
    let operation: Int
    let op: String
    let exception: UIKitException

    var description: String { "operation \(operation) (\(op)): UIKit raised \(exception)" }

}

extension SoakRunner {
    /// The scenes that are not containers UIKit refuses to push (N4). A custom scene's class is
    /// known only once made: each is made once, before the walk, in the soak's runtime and
    /// dropped at once (its controller deallocates before the first cycle).
    static func findPushableScenes(of scenario: Scenario, storyboard: ScenarioStoryboard, runtime: Runtime) throws -> [Scene] {
        try Runtime.withCurrent(runtime) {
            try scenario.scenes.filter { scene in
                guard !scene.isContainer(excludingPages: false) else { return false }
                guard case .custom = scene.kind else { return true }
                let made = try storyboard.instantiate(scene.id)
                return
                    !(made is NavigationController || made is TabBarController || made is SplitViewController
                    || made is PageViewController)
            }
        }
    }
}
