import Foundation
import MemoryProbe
import Reports
import Results
import Testing

/// End-to-end tests of sharding (`bench --shard`, `soak --seeds --shard`), `merge`,
/// `history add`, `compare --history` and `report --bencher`.
@Suite("viewpressure shards, merge and history (end to end)")
struct ShardHistoryCLITests {
    typealias Scratch = ReportCLITests.Scratch

    /// Every workload, at sizes that take well under a second in a debug build.
    static let tiny = [
        "--quick", "--param", "deepNavigation.depth=20", "--param", "deepNavigation.largeDepth=0", "--param", "deepNavigation.warningEvery=10",
        "--param", "deepNavigation.releaseDepth=20", "--param", "largeTable.rows=300", "--param", "largeTable.largeRows=0",
        "--param", "largeTable.rounds=3", "--param", "largeTable.deviceRows=0", "--param", "tabSwitching.switches=30",
        "--param", "modalChains.chains=5", "--param", "leakWalk.objects=200", "--param", "layout.passes=20",
    ]

    /// Each metric's kind, exact value (nil for timings) and sample count.
    static func shape(_ path: String) throws -> [String: String] {
        let results = try ResultsWriter.read(from: path)
        var shape: [String: String] = [:]
        for metric in results.metrics {
            shape[metric.name] =
                "\(metric.kind.rawValue) \(metric.kind == .deterministic ? Format.number(metric.value) : "-") n=\(metric.samples.count)"
        }
        return shape
    }

    @Test("bench --shard 1/2 and 2/2 merged equal one unsharded bench; a shard twice or another allocator exits 2")
    func benchShardsMerge() throws {
        let scratch = Scratch()
        let all = try CLIRunner.run(["bench"] + Self.tiny + ["--results", scratch.file("all.json")])
        #expect(all.status == 0, "\(all.stderr)")
        for k in 1...2 {
            let shard = try CLIRunner.run(["bench"] + Self.tiny + ["--shard", "\(k)/2", "--results", scratch.file("s\(k).json")])
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        let merged = try CLIRunner.run(["merge", scratch.file("s1.json"), scratch.file("s2.json"), "--results", scratch.file("m.json")])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(
            try ResultsWriter.read(from: scratch.file("m.json")).work == [
                "deepNavigation", "largeTable", "layout", "leakWalk", "modalChains", "tabSwitching",
            ])
        #expect(Set(try ResultsWriter.read(from: scratch.file("s1.json")).work ?? []) == ["deepNavigation", "leakWalk", "tabSwitching"])
        let whole = try Self.shape(scratch.file("all.json")), pieces = try Self.shape(scratch.file("m.json"))
        #expect(whole.count > 20)
        #expect(whole == pieces)

        let twice = try CLIRunner.run([
            "merge", scratch.file("s1.json"), scratch.file("s2.json"), scratch.file("s1.json"), "--results", scratch.file("x.json"),
        ])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("duplicate work: deepNavigation"))
        let other = try CLIRunner.run(
            ["bench"] + Self.tiny + ["--shard", "2/2", "--results", scratch.file("o.json")], environment: ["MALLOC_CONF": "narenas:3"])
        #expect(other.status == 0, "\(other.stderr)")
        let mixed = try CLIRunner.run(["merge", scratch.file("s1.json"), scratch.file("o.json"), "--results", scratch.file("x.json")])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("different allocator configurations"))
        #expect(mixed.stderr.contains("narenas"))
        #expect(try CLIRunner.run(["bench", "--shard", "3/2"]).status == 2)
    }

    @Test("soak --seeds 1..4 --shard 1/2 and 2/2 merged equal soak --seeds 1..4")
    func soakSeedShards() throws {
        let scratch = Scratch()
        let scenario = scratch.file("clean.json")
        try Data(
            """
            {"format": 1, "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}, "detail": {"type": "content"}},
             "steps": [{"op": "launch"}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: scenario))
        let common = ["soak", scenario, "--operations", "40", "--cycle-length", "10", "--seeds", "1..4"]
        let all = try CLIRunner.run(common + ["--results", scratch.file("all.json")])
        #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
        for k in 1...2 {
            let shard = try CLIRunner.run(common + ["--shard", "\(k)/2", "--results", scratch.file("s\(k).json")])
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        #expect(try ResultsWriter.read(from: scratch.file("s2.json")).work == ["seed 2", "seed 4"])
        let merged = try CLIRunner.run(["merge", scratch.file("s2.json"), scratch.file("s1.json"), "--results", scratch.file("m.json")])
        #expect(merged.status == 0, "\(merged.stderr)")
        let whole = try ResultsWriter.read(from: scratch.file("all.json")), pieces = try ResultsWriter.read(from: scratch.file("m.json"))
        #expect(whole.work == ["seed 1", "seed 2", "seed 3", "seed 4"])
        #expect(pieces.work == whole.work)
        #expect(pieces.metrics.map(\.name) == whole.metrics.map(\.name))
        #expect(whole.metrics.contains { $0.name == "soak.seed3.operations" && $0.value == 40 })
        #expect(try CLIRunner.run(["soak", scenario, "--shard", "1/2"]).status == 2)
        #expect(try CLIRunner.run(common + ["--trace", scratch.file("t.jsonl")]).status == 2)
        #expect(try CLIRunner.run(["soak", scenario, "--seeds", "5..2"]).status == 2)
    }

    @Test("history add x10, then compare --history passes on the same code and exits 3 on one more byte")
    func historyGate() throws {
        let scratch = Scratch()
        let store = scratch.file("history.jsonl")
        for index in 0..<10 {
            let path = scratch.file("r\(index).json")
            try ResultsWriter.write(ReportCLITests.results(name: "suite", bytes: 4096, pushNs: Double(1000 + index * 7 % 10)), to: path)
            let added = try CLIRunner.run(["history", "add", path, "--store", store, "--commit", "c\(index)", "--branch", "main"])
            #expect(added.status == 0, "\(added.stderr)")
        }
        #expect(try CLIRunner.run(["history", "list", "--store", store]).stdout.contains("10 runs in"))
        try ResultsWriter.write(ReportCLITests.results(name: "suite", bytes: 4096, pushNs: 1004), to: scratch.file("same.json"))
        let same = try CLIRunner.run(["compare", "--history", store, scratch.file("same.json"), "--branch", "main", "--explain"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("window: 10 runs of \"suite\", c0..c9"))
        #expect(same.stdout.contains("PASS"))
        #expect(same.stdout.contains("gate:   exact, against the last value in the window (c9)"))
        #expect(same.stdout.contains("window: 10 runs, median"))
        try ResultsWriter.write(ReportCLITests.results(name: "suite", bytes: 4097, pushNs: 1004), to: scratch.file("worse.json"))
        let worse = try CLIRunner.run(["compare", "--history", store, scratch.file("worse.json"), "--markdown", scratch.file("s.md")])
        #expect(worse.status == 3, "\(worse.stdout)\(worse.stderr)")
        #expect(worse.stdout.contains("REGRESSED deepNavigation.depth100.pushAllocatedBytes: 4,097 B vs 4,096 B in the last run of the window (c9)"))
        #expect(try String(contentsOfFile: scratch.file("s.md"), encoding: .utf8).contains("## Gate against history"))
        try Data("{\"not\": \"a store\"}\n".utf8).write(to: URL(fileURLWithPath: scratch.file("foreign.jsonl")))
        let foreign = try CLIRunner.run(["compare", "--history", scratch.file("foreign.jsonl"), scratch.file("same.json")])
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("not a viewpressure history store"))
        #expect(try CLIRunner.run(["compare", "--history", store, scratch.file("same.json"), scratch.file("worse.json")]).status == 2)
    }

    @Test("four history add processes at once append four whole records")
    func concurrentAdds() throws {
        let scratch = Scratch()
        let store = scratch.file("history.jsonl")
        try ResultsWriter.write(ReportCLITests.results(name: "suite", bytes: 4096, pushNs: 1000), to: scratch.file("r.json"))
        let binary = try CLIRunner.binary()
        let processes = (0..<4).map { index in
            let process = Process()
            process.executableURL = binary
            process.arguments = ["history", "add", scratch.file("r.json"), "--store", store, "--commit", "p\(index)", "--branch", "main"]
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let records = try HistoryStore(path: store).records()
        #expect(Set(records.map(\.commit)) == ["p0", "p1", "p2", "p3"])
    }

    @Test("report --bencher writes BMF: benchmark -> measure -> value")
    func bencher() throws {
        let scratch = Scratch()
        try ResultsWriter.write(ReportCLITests.results(name: "suite", bytes: 4096, pushNs: 1000), to: scratch.file("r.json"))
        let result = try CLIRunner.run(["report", scratch.file("r.json"), "--bencher", scratch.file("bmf.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scratch.file("bmf.json"))))
        let document = try #require(object as? [String: [String: [String: Double]]])
        #expect(document["deepNavigation.depth100.pushAllocatedBytes"] == ["bytes": ["value": 4096]])
        #expect(document["deepNavigation.depth100.pushNs"]?["latency"]?["lower_value"] != nil)
    }
}
