import MemoryProbe
import Results
import ViewRuntime

/// The out-of-line work of the callback path (RuntimeProfiler.swift): unload counts, trace
/// measurements, per-callback records, and what runtime events do to the profiler's state.
extension RuntimeProfiler {
    /// Counts a `viewDidUnload` on the controller's account (out of line: a memory warning's
    /// callback, not a navigation's).
    @inline(never)
    func countUnload(of controller: ViewController) {
        let slot = controller.instrumentationSlot
        if slot >= 0, slot < core.accounts.count { core.accounts[slot].viewUnloads += 1 }
    }

    /// Fills in the measurements of a callback's trace line, and releases the held lines once
    /// the outermost callback closed.
    @inline(never)
    func measure(line: Int, cost: CallbackCost, depth: Int) {
        guard let trace, core.measures else { return }
        let clock = core.clock
        trace.setMeasurement(
            .init(
                allocatedBytes: cost.exclusive.allocatedBytes, freedBytes: cost.exclusive.freedBytes,
                exclusiveNanoseconds: clock.nanoseconds(cost.exclusiveTicks),
                inclusiveNanoseconds: clock.nanoseconds(cost.inclusiveTicks)
            ), forLine: line)
        if depth == 0 { trace.releasePending() }
    }

    @inline(never)
    func record(frame: LedgerFrame, cost: CallbackCost) {
        callbackRecords.append(
            CallbackRecord(
                controller: frame.controller < core.accounts.count ? core.accounts[frame.controller].instanceID : -1,
                kind: CallbackKind.allCases[frame.kindIndex], inclusive: cost.inclusive, exclusive: cost.exclusive,
                exclusiveNanoseconds: core.clock.nanoseconds(cost.exclusiveTicks)))
    }

    /// What an event does to the profiler's state (a controller's account opened or closed, a
    /// warning or a diagnostic counted and traced).
    func handle(_ event: RuntimeEvent) {
        switch event {
        case .controllerInitialized(let controller):
            controllerCreated(controller)
        case .controllerDeinitialized(let identity):
            controllerDied(instanceID: identity.instanceID, slot: identity.instrumentationSlot) { identity }
        case .memoryWarning(let level):
            memoryWarningCount += 1
            emit(event: .memoryWarning, arguments: .level(level.description))
        case .diagnostic(let diagnostic):
            diagnosticCount += 1
            if diagnostics.count < diagnosticsKept { diagnostics.append(diagnostic.message) }
            diagnosticCountsByCode[diagnostic.code.rawValue, default: 0] += 1
            emit(event: .diagnostic, arguments: .message(diagnostic.message))
        @unknown default:
            break
        }
    }
}
