import Testing

@testable import Driver

/// `bench --param` sizes admitted by time: a pass estimated beyond 10 s is refused before any
/// workload runs, naming the parameter and the bound.
@MainActor
@Suite("Bench workload admission by time")
struct WorkloadTimeAdmissionTests {
    @Test("every workload's default and quick sizes are admitted by time")
    func defaultsAdmitted() throws {
        for type in Workloads.all {
            for quick in [false, true] {
                let workload = try type.init(values: WorkloadValues(), quick: quick)
                #expect(throws: Never.self) { try WorkloadTimeEstimate.check(workload) }
            }
        }
    }

    @Test("layout.views=2000 (720 s a round's setup at 90 ns per views³) is refused, naming layout.views and its largest admitted value")
    func layoutRefused() throws {
        let workload = try LayoutWorkload(values: WorkloadValues(["views": "2000"]), quick: true)
        let error = #expect(throws: DriverError.self) { try WorkloadTimeEstimate.check(workload) }
        let message = error?.description ?? ""
        #expect(message.contains("--param layout.views at most 480"), "\(message)")
        #expect(message.contains("more than the 10 s a pass may take"), "\(message)")
        #expect(throws: Never.self) { try WorkloadTimeEstimate.check(try LayoutWorkload(values: WorkloadValues(["views": "480"]), quick: true)) }
    }
}
