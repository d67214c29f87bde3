import Testing

@testable import Driver

/// `bench --param` sizes admitted like a scenario's scenes: a workload one stage of
/// which cannot fit the budget is refused before it runs, naming the parameters, the estimate,
/// the budget and --budget-mb; the default and quick sizes are admitted.
@MainActor
@Suite("Bench workload admission")
struct WorkloadAdmissionTests {
    static func settings(mb: Int) -> MemoryLimitSettings {
        MemoryLimitSettings(budgetBytes: mb << 20, budgetSource: "--budget-mb \(mb)")
    }

    static func refusal(_ type: any Workload.Type, _ values: [String: String], mb: Int) throws -> String? {
        let workload = try type.init(values: WorkloadValues(values), quick: false)
        do {
            try WorkloadMemoryEstimate.check(workload, settings: settings(mb: mb))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("every workload's default and quick sizes fit the default budget under a 512 MiB cgroup (256 MiB)")
    func defaultsAdmitted() throws {
        for type in Workloads.all {
            for quick in [false, true] {
                let workload = try type.init(values: WorkloadValues(), quick: quick)
                let largest = workload.memoryStages.map(\.bytes).max() ?? 0
                #expect(largest < Double(128 << 20), "\(type.name) quick \(quick): \(largest) bytes")
                #expect(throws: Never.self) { try WorkloadMemoryEstimate.check(workload, settings: Self.settings(mb: 256)) }
            }
        }
    }

    @Test(
        "each workload's oversize parameters are refused up front with the parameter, the estimate, the budget and --budget-mb",
        arguments: [
            ("deepNavigation", ["depth": "1000000", "subviews": "1000", "warningEvery": "0"], 256, "deepNavigation.depth"),
            ("deepNavigation", ["largeDepth": "1000000"], 256, "deepNavigation.largeDepth"),
            ("deepNavigation", ["releaseDepth": "100000", "subviews": "1000"], 256, "deepNavigation.releaseDepth"),
            ("modalChains", ["depth": "10000", "subviews": "1000"], 256, "modalChains.depth"),
            ("tabSwitching", ["tabs": "100", "subviews": "1000", "warningEvery": "0"], 256, "tabSwitching.tabs"),
            ("largeTable", ["rows": "10000000", "imageBytes": "1048576"], 64, "largeTable.rows"),
            ("largeTable", ["rows": "100", "deviceRows": "1000", "imageBytes": "0"], 16, "largeTable.deviceRows"),
            ("leakWalk", ["objects": "1000000"], 64, "leakWalk.objects"),
            ("layout", ["views": "2000"], 64, "layout.views"),
        ])
    func oversizeRefused(workload: String, values: [String: String], mb: Int, parameter: String) throws {
        let type = try #require(Workloads.named(workload))
        let message = try #require(try Self.refusal(type, values, mb: mb), "\(workload) \(values) was admitted under \(mb) MiB")
        #expect(message.contains("workload \(workload), its "), "\(message)")
        #expect(message.contains(parameter), "\(message)")
        #expect(message.contains(": at least ") && message.contains(" at once ("), "\(message)")
        #expect(message.contains("--budget-mb \(mb)") && message.contains("raise the budget with --budget-mb"), "\(message)")
    }

    @Test("a warning every K pushes bounds the levels deepNavigation keeps loaded: the same depth is admitted")
    func warningsBoundTheEstimate() throws {
        let values = ["depth": "1000000", "subviews": "1000", "largeDepth": "0", "releaseDepth": "10"]
        #expect(try Self.refusal(DeepNavigationWorkload.self, values.merging(["warningEvery": "0"]) { $1 }, mb: 1024) != nil)
        // 11 levels of 2.8 MB loaded at most, but a million controllers: 512 MB of them.
        let bounded = try Self.refusal(DeepNavigationWorkload.self, values.merging(["warningEvery": "10"]) { $1 }, mb: 1024)
        #expect(bounded == nil, "\(bounded ?? "")")
    }
}
