import Profiler
import Results
import ViewRuntime

/// Checks a scenario's declared budgets (``MemoryBudget``) at every safe point: the live
/// instances of each scene or class, the bytes each holds, and after a warning what each
/// still holds. A breach is recorded once per budget and kind, with the step where it was
/// seen and the steps that created the instances (exit 6 at the end of the run).
///
/// Cost per safe point: one pass over the live controllers (and their ledger holdings when a
/// byte budget is declared); nothing when the scenario declares no budget.
@MainActor
final class BudgetChecker {
    private struct State {
        var budget: MemoryBudget
        var peakInstances = 0
        var peakBytes = 0
        var retainedByDeclaration: [String] = []
        var breaches: [String] = []
        var breachedKinds: Set<String> = []
    }

    private var states: [State]
    /// Where each covered controller was created: "steps[3].steps[0] (push)".
    private var creationSites: [Int: String] = [:]
    private let needsHoldings: Bool

    init(budgets: [MemoryBudget]) {
        states = budgets.map { State(budget: $0) }
        needsHoldings = budgets.contains { $0.bytes != nil || $0.bytesAfterWarning != nil }
    }

    var isEmpty: Bool { states.isEmpty }

    /// Checks every budget against the live controllers; `site` names the step just run.
    func check(runtime: Runtime, profiler: RuntimeProfiler, site: String, afterWarning: Bool = false) {
        guard !states.isEmpty else { return }
        let holdings = needsHoldings ? profiler.liveHoldings() : [:]
        var counts = [Int](repeating: 0, count: states.count)
        var members = [[ViewController]](repeating: [], count: states.count)
        for controller in runtime.liveControllers {
            let scene = RuntimeProfiler.scene(of: controller.traceLabel), className = controller.traceClassName
            for index in states.indices where states[index].budget.covers(scene: scene, className: className) {
                if creationSites[controller.instanceID] == nil { creationSites[controller.instanceID] = site }
                counts[index] += 1
                members[index].append(controller)
                let held = Int(holdings[controller.instanceID]?.heldBytes ?? 0)
                states[index].peakBytes = max(states[index].peakBytes, held)
                let budget = states[index].budget
                if let limit = budget.bytes, held > limit {
                    breach(
                        index, kind: "bytes",
                        "\(controller.traceLabel) held \(Format.bytes(Double(held))) (\(held) B), over the budget of \(limit) B, at \(site); created at \(creationSites[controller.instanceID] ?? site)"
                    )
                }
                // On screen, a controller keeps what it shows: the budget after a warning is
                // for instances off screen (as a screen that ignores warnings is judged).
                if afterWarning, let limit = budget.bytesAfterWarning, held > limit, controller.viewIfLoaded?.window == nil {
                    breach(
                        index, kind: "afterWarning",
                        "\(controller.traceLabel) still held \(Format.bytes(Double(held))) (\(held) B) after the memory warning at \(site), over the budget of \(limit) B; created at \(creationSites[controller.instanceID] ?? site)"
                    )
                }
            }
        }
        for index in states.indices {
            states[index].peakInstances = max(states[index].peakInstances, counts[index])
            if let limit = states[index].budget.maxInstances, counts[index] > limit {
                breach(
                    index, kind: "instances",
                    "\(counts[index]) instances alive at once, over the budget of \(limit), at \(site); created at: \(sites(of: members[index]))")
            }
        }
        if creationSites.count > 4 * runtime.liveControllerCount + 1024 {
            let live = Set(runtime.liveControllers.map(\.instanceID))
            creationSites = creationSites.filter { live.contains($0.key) }
        }
    }

    /// Forgets the creation sites of controllers that died, keeping the table's room: a soak
    /// calls it after each cycle's teardown, so that the sites of a walk's thousands of
    /// controllers never read as retained growth.
    func forgetDead(runtime: Runtime) {
        guard !creationSites.isEmpty else { return }
        var kept: [(Int, String)] = []
        for controller in runtime.liveControllers {
            if let site = creationSites[controller.instanceID] { kept.append((controller.instanceID, site)) }
        }
        creationSites.removeAll(keepingCapacity: true)
        for (id, site) in kept { creationSites[id] = site }
    }

    /// The leaks that no declared retention excuses; the excused are recorded with their budget.
    func unexcused(_ leaks: [LeakFinding]) -> [LeakFinding] {
        leaks.filter { leak in
            let scene = RuntimeProfiler.scene(of: leak.controller)
            guard let index = states.firstIndex(where: { $0.budget.retention != .none && $0.budget.covers(scene: scene, className: leak.className) })
            else { return true }
            if states[index].retainedByDeclaration.count < 100, !states[index].retainedByDeclaration.contains(leak.controller) {
                states[index].retainedByDeclaration.append(leak.controller)
            }
            return false
        }
    }

    /// The budgets and what was seen, for the results.
    var results: [MemoryGuardResult.BudgetResult] {
        states.map { state in
            MemoryGuardResult.BudgetResult(
                subject: state.budget.subject.description, maxInstances: state.budget.maxInstances, bytes: state.budget.bytes,
                bytesAfterWarning: state.budget.bytesAfterWarning, retention: state.budget.retention.rawValue,
                peakInstances: state.peakInstances, peakBytes: state.peakBytes,
                retainedByDeclaration: state.retainedByDeclaration, breaches: state.breaches)
        }
    }

    private func breach(_ index: Int, kind: String, _ message: @autoclosure () -> String) {
        guard !states[index].breachedKinds.contains(kind) else { return }
        states[index].breachedKinds.insert(kind)
        states[index].breaches.append("\(states[index].budget.subject) (\(states[index].budget.path)): " + message())
    }

    /// "steps[2] (push) x3, steps[4].steps[0] (push) x1": where the instances were created.
    private func sites(of controllers: [ViewController]) -> String {
        var order: [String] = [], counts: [String: Int] = [:]
        for controller in controllers {
            let site = creationSites[controller.instanceID] ?? "?"
            if counts[site] == nil { order.append(site) }
            counts[site, default: 0] += 1
        }
        return order.prefix(8).map { "\($0) x\(counts[$0] ?? 0)" }.joined(separator: ", ") + (order.count > 8 ? ", ..." : "")
    }
}
