import MemoryProbe
public import Results

/// A team's scenario as a `bench` workload (`bench --scenario FILE`): the scenario runs start
/// to end ``passes`` times, each pass a fresh runtime, like `run`. Its metrics, named
/// `scenario.NAME.*` after the file's `name`:
///
/// - timing, one sample per pass (medians and intervals as for any workload): the whole pass
///   (`passNs`) and each phase (`phase.LABEL.ns`);
/// - exact, from the last pass (the first pays one-time costs): per phase the bytes allocated,
///   the allocations and the heap's peak (`phase.LABEL.allocatedBytes`, `.allocations`,
///   `.peakBytes`); per scene the bytes its controllers' callbacks allocated and its instances
///   (`scene.ID.allocatedBytes`, `.instances`); the controllers created and the leaks.
///
/// The last pass's leaks and tables go into the results, so a leak or a reuse failure fails the
/// bench as it fails `run`. A pass that fails or crosses the memory budget stops the workload.
@MainActor
package struct ScenarioWorkload {
    package let scenario: Scenario
    package let passes: Int
    let options: RunOptions
    let environment: RunEnvironment

    /// Passes by default, and under `--quick`; the most `passes` accepts.
    package static let defaultPasses = 5
    package static let quickPasses = 3
    package static let passRange = 1...1000

    /// `scenes`: the registry the scenario was parsed with; `budgetBytes`: bench's budget.
    package init(scenario: Scenario, passes: Int, scenes: SceneRegistry, budgetBytes: Int?, environment: RunEnvironment) {
        self.scenario = scenario
        self.passes = max(1, passes)
        var options = RunOptions(measures: true, residentBudgetBytes: budgetBytes)
        options.scenes = scenes
        // Deallocated controllers fold into their scenes' totals: a pass's memory stays bounded.
        options.keepsDeallocatedControllers = false
        self.options = options
        self.environment = environment
    }

    /// The name `results.work` and the metrics carry: `scenario.NAME`.
    package var name: String { "scenario." + Self.metricComponent(scenario.name) }

    package var summary: String { "the scenario \(scenario.name) (\(scenario.scenes.count) scenes), \(passes) passes" }

    /// A scene id or phase label as one component of a metric name: letters, digits, `_` and `-`.
    static func metricComponent(_ text: String) -> String {
        let kept = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
        return kept.isEmpty ? "_" : kept
    }

    package func run(_ context: WorkloadContext) throws -> WorkloadReport {
        var passNanoseconds: [Double] = []
        var phaseNanoseconds: [String: [Double]] = [:]
        var phaseOrder: [String] = []
        var last: RunResults?
        for pass in 0..<passes {
            try context.stopIfRequested(partial: report(passNanoseconds, phaseNanoseconds, phaseOrder, last))
            let runner = try ScenarioRunner(scenario: scenario, options: options, environment: environment)
            let start = AllocatorProbe.monotonicNanoseconds()
            let outcome = runner.run()
            passNanoseconds.append(Double(AllocatorProbe.monotonicNanoseconds() &- start))
            if let stop = outcome.budgetExceeded { throw DriverError(.memoryBudget, "pass \(pass + 1): memory budget exceeded: \(stop)") }
            if let failure = outcome.failure { throw DriverError(.scenarioFailed, "pass \(pass + 1): \(failure)") }
            if let signal = outcome.interruptedBy {
                throw WorkloadInterrupted(signal: signal, partial: report(passNanoseconds, phaseNanoseconds, phaseOrder, last))
            }
            for phase in outcome.results.phases {
                let label = Self.metricComponent(phase.label)
                if phaseNanoseconds[label] == nil { phaseOrder.append(label) }
                phaseNanoseconds[label, default: []].append(Double(phase.elapsedNanoseconds))
            }
            last = outcome.results
            context.progress(pass + 1, passes)
        }
        return report(passNanoseconds, phaseNanoseconds, phaseOrder, last)
    }

    func report(_ passNanoseconds: [Double], _ phaseNanoseconds: [String: [Double]], _ phaseOrder: [String], _ last: RunResults?) -> WorkloadReport {
        guard let last, !passNanoseconds.isEmpty else { return WorkloadReport() }
        let n = name
        var metrics: [Metric] = [.timing("\(n).passNs", samples: passNanoseconds, unit: "ns")]
        for label in phaseOrder { metrics.append(.timing("\(n).phase.\(label).ns", samples: phaseNanoseconds[label] ?? [], unit: "ns")) }
        for phase in last.phases {
            let label = "\(n).phase.\(Self.metricComponent(phase.label))"
            metrics += [
                .exact("\(label).allocatedBytes", Double(phase.allocatedBytes), unit: "B"),
                .exact("\(label).allocations", Double(phase.allocations), unit: "count"),
                .exact("\(label).peakBytes", Double(phase.peakBytes), unit: "B"),
            ]
        }
        for scene in last.scenes {
            let label = "\(n).scene.\(Self.metricComponent(scene.scene))"
            metrics += [
                .exact("\(label).allocatedBytes", Double(scene.totals.exclusiveAllocatedBytes), unit: "B"),
                .exact("\(label).instances", Double(scene.instances), unit: "count"),
            ]
        }
        metrics += [
            .exact("\(n).controllersCreated", Double(last.scenes.reduce(0) { $0 + $1.instances }), unit: "count"),
            .exact("\(n).leaks", Double(last.leaks.count), unit: "count"),
        ]
        let median = Statistics.median(of: passNanoseconds)
        let lines = [
            "\(passNanoseconds.count) passes of \(last.phases.reduce(0) { $0 + $1.operations }) steps: \(Format.duration(nanoseconds: median)) a pass (median), "
                + "\(last.phases.count) phases, \(last.scenes.count) scenes, \(last.leaks.count) leaks (last pass)"
        ]
        return WorkloadReport(metrics: metrics, lines: lines, tables: last.tables, leaks: last.leaks)
    }
}
