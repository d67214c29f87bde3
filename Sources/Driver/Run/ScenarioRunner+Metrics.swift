import MemoryProbe
import Profiler
import Results

extension ScenarioRunner {
    /// The deterministic and timing figures of a run that `viewpressure compare` gates on.
    func metrics(_ results: RunResults) -> [Metric] {
        var metrics: [Metric] = []
        let prefix = "run"
        let totals = profiler.ledgerTotals
        metrics.append(.exact("\(prefix).callbacks", Double(totals.count), unit: "count"))
        metrics.append(.exact("\(prefix).callbackAllocatedBytes", Double(totals.exclusiveAllocatedBytes), unit: "B"))
        metrics.append(.exact("\(prefix).controllersCreated", Double(results.scenes.reduce(0) { $0 + $1.instances }), unit: "count"))
        metrics.append(.exact("\(prefix).viewLoads", Double(results.scenes.reduce(0) { $0 + $1.viewLoads }), unit: "count"))
        metrics.append(.exact("\(prefix).viewUnloads", Double(results.scenes.reduce(0) { $0 + $1.viewUnloads }), unit: "count"))
        metrics.append(.exact("\(prefix).leaks", Double(results.leaks.count), unit: "count"))
        metrics.append(.exact("\(prefix).cellsCreated", Double(results.tables.reduce(0) { $0 + $1.cellsCreated }), unit: "count"))
        // With cellsCreated, compare can tell fewer cells made from fewer cells asked for or never dequeued.
        metrics.append(.exact("\(prefix).dequeues", Double(results.tables.reduce(0) { $0 + $1.dequeues }), unit: "count"))
        metrics.append(.exact("\(prefix).cellsNotDequeued", Double(results.tables.reduce(0) { $0 + ($1.cellsNotDequeued ?? 0) }), unit: "count"))
        for callback in results.callbacks {
            metrics.append(.exact("\(prefix).callback.\(callback.kind).allocatedBytes", Double(callback.totals.exclusiveAllocatedBytes), unit: "B"))
        }
        for phase in results.phases {
            metrics.append(.exact("\(prefix).phase.\(phase.label).allocatedBytes", Double(phase.allocatedBytes), unit: "B"))
            metrics.append(.timing("\(prefix).phase.\(phase.label).elapsedNs", samples: [Double(phase.elapsedNanoseconds)]))
        }
        if let last = results.phases.last {
            metrics.append(.exact("\(prefix).retainedBytesAtEnd", Double(last.end.allocatedBytes), unit: "B"))
        }
        return metrics.sorted { $0.name < $1.name }
    }
}
