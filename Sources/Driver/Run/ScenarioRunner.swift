import MemoryProbe
public import Results
public import Profiler
public import ViewRuntime

/// Runs a scenario: builds its runtime and storyboard, runs its steps on the main actor
/// (synchronously, so the ledger's per-thread counters stay on one thread), and collects
/// the results: phases, ledger, controllers, tables, leaks, invariants and the trace.
///
/// A step that cannot act (no navigation controller on screen for a `push`, a tab index out
/// of range, a UIKit misuse the runtime throws for) stops the run with an error naming the
/// step's JSON path; the results gathered so far are kept. Nothing in a scenario file can
/// crash the process.
@MainActor
package final class ScenarioRunner {
    package let scenario: Scenario
    package let options: RunOptions
    package let runtime: Runtime
    package let storyboard: ScenarioStoryboard
    /// What each step does, over this run's scenario and storyboard.
    let actions: ScenarioActions
    let probe: AllocatorProbe?
    let environment: RunEnvironment
    package let profiler: RuntimeProfiler
    /// The budget, the limit and declared budgets, checked after every step.
    let memory: MemorySupervisor
    var window: Window?
    var leaks: [LeakFinding] = []
    var stepIndex = 0
    /// The signal that stopped the run, if one did.
    var interruptedBy: Int32?
    /// When the run stops for `timeLimitSeconds` (monotonic nanoseconds).
    var deadline: UInt64?
    /// Why the memory guard stopped the run, if it did (exit 6).
    var budgetStop: String?
    /// Whether the file moves the virtual clock itself (`advance`): then animated transitions stay
    /// in flight between steps until an `advance` passes them (N10); otherwise each step runs the
    /// clock until idle.
    lazy var advancesClock: Bool = Self.containsAdvance(scenario.steps)
    /// The expected failures met (`"expect"`), as `PATH (op): what happened`: the first
    /// ``maximumExpectedFailuresKept``, all counted in ``expectedFailureCount``.
    var expectedFailures: [String] = []
    var expectedFailureCount = 0
    /// The site of the step that recorded each kept diagnostic, by its index in the profiler's list.
    var diagnosticSites: [Int: String] = [:]
    /// The profiler's diagnostic count at the end of the last step.
    var diagnosticsSeen = 0
    /// The last traced state of each live table, by label (only with a trace).
    var tracedTableStates: [String: TableSnapshot] = [:]
    /// The states the results list, by label, and the labels in the order first kept.
    var finalTableStates: [String: TableSnapshot] = [:]
    var finalTableOrder: [String] = []
    /// Called after each step with (steps done, steps in all), for progress display.
    package var progress: ((Int, Int) -> Void)?

    package init(scenario: Scenario, options: RunOptions = RunOptions(), environment: RunEnvironment) throws {
        self.scenario = scenario
        self.options = options
        self.environment = environment
        (runtime, probe, profiler, storyboard) = try ScenarioHarness(scenario: scenario, options: options).parts
        actions = ScenarioActions(scenario: scenario, storyboard: storyboard)
        profiler.keepsDeallocatedControllers = options.keepsDeallocatedControllers
        if !options.keepsDeallocatedControllers {
            profiler.keptDeallocatedControllers = options.keptDeallocatedControllers
            // Dead tables' reuse records beyond 2N (64 to 10,000) are summed per identifier.
            runtime.tables.retiredRecordLimit = min(max(2 * options.keptDeallocatedControllers, 64), 10_000)
        }
        profiler.snapshotEvery = options.snapshotEvery
        memory = MemorySupervisor(settings: options.memorySettings(), budgets: scenario.budgets, runtime: runtime, profiler: profiler)
        storyboard.onUnwindAction = { [profiler] destination, segue in
            profiler.recordUnwindAction(destination: destination.traceLabel, segue: segue.identifier, source: segue.source.traceLabel)
        }
    }

    /// The number of steps the scenario runs, with repeats expanded.
    package var totalSteps: Int { Self.count(scenario.steps) }

    static func count(_ steps: [Step]) -> Int {
        steps.reduce(0) { total, step in
            if case .repeat(let times, let body) = step.op { return total + 1 + times * count(body) }
            return total + 1
        }
    }

    /// Runs every step, then gathers the results. The run's runtime is the current one
    /// (``ViewRuntime/Runtime/current``) throughout, so that controllers a scene makes without a
    /// runtime join it.
    package func run() -> RunOutcome {
        Runtime.withCurrent(runtime) { runSteps() }
    }

    private func runSteps() -> RunOutcome {
        var failure: String?
        deadline = options.timeLimitSeconds.map {
            AllocatorProbe.monotonicNanoseconds() &+ UInt64(min(max($0, 0), RunOptions.maximumTimeLimitSeconds) * 1e9)
        }
        profiler.beginPhase("launch")
        do {
            try run(scenario.steps)
            runtime.runUntilIdle()
        } catch let interruption as Interrupted {
            interruptedBy = interruption.signal
        } catch let stop as MemoryStop {
            budgetStop = stop.reason
        } catch let error as StepFailure {
            failure = error.located(in: scenario.file)
        } catch {
            failure = "\(error)"
        }
        if window != nil, failure == nil, budgetStop == nil {
            // A scenario that does not tear down is still checked for controllers that left, and
            // for containment calls left half done (C2, C3).
            checkUnfinishedMoves()
            leaks = memory.unexcused(profiler.checkLeaks())
        }
        return finish(failure: failure)
    }

    func finish(failure: String?) -> RunOutcome {
        var results = RunResults(kind: .run, name: scenario.name, environment: environment)
        profiler.fill(&results)
        locateDiagnostics(in: &results)
        results.leaks = profiler.leakResults(leaks)
        results.tables = tableResults()
        keepTableStates()
        results.tableStates = tableStateResults()
        if expectedFailureCount > 0 {
            results.expectedFailures = expectedFailures
            if expectedFailureCount > expectedFailures.count {
                results.expectedFailures?.append(
                    "(\(expectedFailureCount) expected failures in all, the first \(expectedFailures.count) listed above)")
            }
        }
        results.metrics = metrics(results)
        results.memoryGuard = memory.finish()
        var traceFailure: String?
        do { try profiler.finish() } catch { traceFailure = "\(error)" }
        return RunOutcome(
            results: results, failure: failure ?? traceFailure, budgetExceeded: budgetStop,
            interruptedBy: interruptedBy)
    }

    func run(_ steps: [Step]) throws {
        for step in steps {
            if let signal = RunInterruption.requested { throw Interrupted(signal: signal) }
            if let deadline, AllocatorProbe.monotonicNanoseconds() >= deadline {
                throw StepFailure(
                    step: step,
                    message:
                        "the time limit of \(Format.number(options.timeLimitSeconds ?? 0)) s was reached after \(stepIndex) steps; the results are partial (--time-limit)"
                )
            }
            if case .repeat(let times, let body) = step.op {
                profiler.recordStep(index: stepIndex, op: "repeat")
                advanceProgress()
                for _ in 0..<times { try run(body) }
                continue
            }
            profiler.recordStep(index: stepIndex, op: step.opName)
            defer { noteDiagnosticSites(of: step) }
            if let expectation = step.expect {
                try perform(step, expecting: expectation)
            } else {
                try performAndSettle(step)
            }
            traceChangedTables()
            if case .teardown = step.op { leaks += memory.unexcused(profiler.checkLeaks()) }
            if let reason = memory.safePoint(site: "\(step.path) (\(step.opName)), step \(self.stepIndex + 1)") {
                throw MemoryStop(reason: reason)
            }
            advanceProgress()
        }
    }

    /// Performs `step`, runs the clock until idle (unless the file advances it) and the pending
    /// layout; a step that cannot act, or during which UIKit raised, throws ``StepFailure``.
    func performAndSettle(_ step: Step) throws {
        do {
            try perform(step)
        } catch let error as StepFailure {
            throw error
        } catch let error as RuntimeError {
            throw StepFailure(step: step, raised: UIKitException(error))
        } catch {
            throw StepFailure(step: step, message: "\(error)")
        }
        if !advancesClock { runtime.runUntilIdle() } else { runtime.settleMainRunLoop() }
        runtime.runPendingLayoutPasses()  // LP10: the turn's pending layout, at the step's end
        // What UIKit raised during the step (its own calls or the user's code it ran) fails it.
        if let raised = runtime.drainRaisedExceptions().first { throw StepFailure(step: step, raised: raised) }
    }

    func advanceProgress() {
        stepIndex += 1
        progress?(stepIndex, totalSteps)
    }
}

/// The memory guard's stop: a budget crossed, a block refused, a limit not survived.
struct MemoryStop: Error {
    var reason: String
}

/// A step that could not act: names the step's JSON path and op.
struct StepFailure: Error, CustomStringConvertible {
    var path: String
    var op: String
    var message: String
    /// The exception UIKit raised, when that is why the step failed.
    var raised: UIKitException?

    /// Where the step was written in its file, when it was parsed from text.
    var position: SourcePosition?

    init(step: Step, message: String) {
        path = step.path
        op = step.opName
        position = step.position
        self.message = message
    }

    /// The step failed because UIKit raised `exception`: `UIKit raised NAME: reason`.
    init(step: Step, raised exception: UIKitException) {
        self.init(step: step, message: "UIKit raised \(exception)")
        raised = exception
    }

    var description: String { "\(path) (\(op)): \(message)" }

    /// `FILE:LINE:COLUMN: PATH (op): message`, as a parse error names its place; `<scenario>`
    /// for text without a file name.
    func located(in file: String?) -> String {
        "\(Self.site(file: file, position: position, path: path, op: op)): \(message)"
    }
}
