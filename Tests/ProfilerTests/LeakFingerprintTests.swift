import Foundation
import Testing
import ViewRuntime

@testable import Profiler

@MainActor
@Suite("Leak fingerprints")
struct LeakFingerprintTests {
    /// Runs the closure-cycle scenario on a fresh runtime and returns its one finding.
    func closureCycleFinding(label: String = "leaky#1") throws -> LeakFinding {
        let stack = try ProfiledStack()
        try stack.pushAndPop {
            let controller = ClosureCycleController(runtime: stack.runtime)
            controller.traceLabel = label
            return controller
        }
        return try #require(stack.profiler.checkLeaks().first)
    }

    func helperCycleFinding(_ make: (Runtime) -> ViewController) throws -> LeakFinding {
        let stack = try ProfiledStack()
        try stack.pushAndPop { make(stack.runtime) }
        return try #require(stack.profiler.checkLeaks().first)
    }

    @Test("the fingerprint is the same over 10 runs of the same scenario, and the same in every process")
    func sameOverTenRuns() throws {
        var fingerprints: Set<String> = []
        for run in 1...10 { fingerprints.insert(try closureCycleFinding(label: "leaky#\(run)").fingerprint) }
        #expect(fingerprints.count == 1)
        // FNV-1a of "ClosureCycleController|proven|self/ClosureCycleController.onRefresh{capture 0: ClosureCycleController}:strong":
        // no seed, no address, so a literal (checked with an independent FNV-1a) pins it across processes.
        #expect(fingerprints.first == "65edfe65ab5ec4d2")
    }

    @Test("adding an unrelated stored property to the controller and its helper leaves the fingerprint unchanged")
    func sameAfterUnrelatedProperty() throws {
        let before = try helperCycleFinding { FingerprintV1.LeakyController(runtime: $0) }
        let after = try helperCycleFinding { FingerprintV2.LeakyController(runtime: $0) }
        #expect(before.path.count == 4)
        #expect(before.className == after.className)
        #expect(before.fingerprint == after.fingerprint)
        // A different leak has a different fingerprint.
        #expect(before.fingerprint != (try closureCycleFinding()).fingerprint)
    }

    @Test("array positions leave the fingerprint; dictionary keys and fields stay")
    func labelsWithoutIndices() {
        #expect(LeakFingerprint.withoutIndices("observers[12].value") == "observers[].value")
        #expect(LeakFingerprint.withoutIndices("routes[detail][0].screen") == "routes[detail][].screen")
        #expect(LeakFingerprint.withoutIndices("onTap{capture 0: Model}") == "onTap{capture 0: Model}")
    }
}
