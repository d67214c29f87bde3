import Foundation
import Driver
import Results
import Testing

/// The bench report's workload descriptions (Reports) agree with the workloads (Driver).
@Suite("bench workload descriptions")
struct BenchWorkloadInfoTests {
    @Test("Reports describes every built-in workload, in order, with its own summary")
    @MainActor
    func summariesMatch() {
        #expect(BenchWorkloadInfo.all.map(\.name) == Workloads.all.map { $0.name })
        for (info, type) in zip(BenchWorkloadInfo.all, Workloads.all) {
            #expect(info.summary == type.summary, "\(type.name)")
        }
    }

    @Test("every target reads a built-in workload's metrics, or says bench does not measure it")
    @MainActor
    func targetsNameWorkloads() {
        for target in BenchTarget.all {
            if case .notMeasuredByBench = target.rule { continue }
            #expect(Workloads.named(target.workload) != nil, "\(target.id)")
            #expect(target.metric.hasPrefix(target.workload + "."), "\(target.id)")
        }
    }
}
