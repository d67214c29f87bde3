import Foundation
import MemoryProbe
import Results
import Testing

/// End-to-end tests of `viewpressure compare` and `viewpressure report` on files the tests write.
@Suite("viewpressure compare and report (end to end)")
struct ReportCLITests {
    /// A scratch directory, removed afterwards.
    final class Scratch {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vp-cli-\(UUID().uuidString)").path
        init() { try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
    }

    static func results(name: String, bytes: Double, pushNs: Double, narenas: String? = nil) throws -> RunResults {
        var allocator = try AllocatorEnvironment.current()
        if let narenas { allocator.options["narenas"] = narenas }
        let environment = RunEnvironment(
            allocator: allocator, swiftVersion: "Swift 6.3.1", build: "debug",
            machine: .init(cpu: "test", cores: 2, memoryBytes: 1 << 30, os: "Linux"), toolVersion: "0.0.0"
        )
        var results = RunResults(kind: .bench, name: name, environment: environment)
        var generator = SplitMix64(seed: UInt64(pushNs))
        let samples = (0..<20).map { _ in (pushNs * exp(0.03 * generator.nextGaussian())).rounded() }
        results.metrics = [
            .exact("deepNavigation.depth100.pushAllocatedBytes", bytes, unit: "B"),
            .timing("deepNavigation.depth100.pushNs", samples: samples),
            .exact("table.list.reuseRatio", 0.9998, unit: "ratio", direction: .biggerIsBetter),
        ]
        results.timeline = (0..<10).map {
            TimelineSample(
                seq: $0 * 10, timeNanoseconds: UInt64($0) * 1000, allocatedBytes: 1000 * $0, activeBytes: 1100 * $0, residentBytes: 2000 * $0,
                liveControllers: $0, pooledCells: 1)
        }
        return results
    }

    @Test("compare exits 0 when every gate passes, and prints the table")
    func comparePasses() throws {
        let scratch = Scratch()
        try ResultsWriter.write(Self.results(name: "base", bytes: 4096, pushNs: 1000), to: scratch.file("base.json"))
        try ResultsWriter.write(Self.results(name: "cur", bytes: 4096, pushNs: 1001), to: scratch.file("cur.json"))
        let result = try CLIRunner.run(["compare", scratch.file("base.json"), scratch.file("cur.json")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("deepNavigation.depth100.pushAllocatedBytes"))
        #expect(result.stdout.contains("PASS: 3 unchanged"))
    }

    @Test("compare exits 3 on a one-byte regression and writes the Markdown verdict table")
    func compareRegression() throws {
        let scratch = Scratch()
        try ResultsWriter.write(Self.results(name: "base", bytes: 4096, pushNs: 1000), to: scratch.file("base.json"))
        try ResultsWriter.write(Self.results(name: "cur", bytes: 4097, pushNs: 1000), to: scratch.file("cur.json"))
        let result = try CLIRunner.run(["compare", scratch.file("base.json"), scratch.file("cur.json"), "--markdown", scratch.file("summary.md")])
        #expect(result.status == 3, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("REGRESSED"))
        let markdown = try String(contentsOfFile: scratch.file("summary.md"), encoding: .utf8)
        #expect(markdown.contains("| deepNavigation.depth100.pushAllocatedBytes | 4,096 B | 4,097 B |"))
    }

    @Test("compare exits 3 on a 15% timing regression, and --explain names each threshold's source")
    func compareTimingExplain() throws {
        let scratch = Scratch()
        try Data(#"{"format":1,"metrics":{"deepNavigation.*.pushNs":{"relative":0.10}}}"#.utf8).write(
            to: URL(fileURLWithPath: scratch.file("t.json")))
        try ResultsWriter.write(Self.results(name: "base", bytes: 4096, pushNs: 1000), to: scratch.file("base.json"))
        try ResultsWriter.write(Self.results(name: "cur", bytes: 4096, pushNs: 1150), to: scratch.file("cur.json"))
        let result = try CLIRunner.run([
            "compare", scratch.file("base.json"), scratch.file("cur.json"), "--thresholds", scratch.file("t.json"), "--explain",
        ])
        #expect(result.status == 3, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("threshold: relative 10% from pattern \"deepNavigation.*.pushNs\" in \(scratch.file("t.json"))"))
        #expect(result.stdout.contains("threshold: absolute 0 from built-in default (deterministic)"))
    }

    @Test("compare refuses runs with different allocator options: exit 2 with the reason")
    func compareAllocatorMismatch() throws {
        let scratch = Scratch()
        try ResultsWriter.write(Self.results(name: "base", bytes: 4096, pushNs: 1000, narenas: "3"), to: scratch.file("base.json"))
        try ResultsWriter.write(Self.results(name: "cur", bytes: 4096, pushNs: 1000, narenas: "5"), to: scratch.file("cur.json"))
        let result = try CLIRunner.run(["compare", scratch.file("base.json"), scratch.file("cur.json")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("refusing to compare runs with different allocator configurations"))
        #expect(result.stderr.contains("narenas 3 vs 5"))
    }

    @Test("compare exits 2 on a missing file or a bad thresholds file")
    func compareInvalidInput() throws {
        let scratch = Scratch()
        try ResultsWriter.write(Self.results(name: "base", bytes: 4096, pushNs: 1000), to: scratch.file("base.json"))
        let missing = try CLIRunner.run(["compare", scratch.file("base.json"), scratch.file("nope.json")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.json: cannot read the results file: no such file"), "\(missing.stderr)")
        #expect(!missing.stderr.contains("NSCocoaErrorDomain"))
        try Data(#"{"format":1,"kind":"run""#.utf8).write(to: URL(fileURLWithPath: scratch.file("cut.json")))
        let cut = try CLIRunner.run(["report", scratch.file("cut.json")])
        #expect(cut.status == 2)
        #expect(cut.stderr.contains("cut.json: not a results file: the text is not valid JSON"), "\(cut.stderr)")
        try Data(#"{"format":1,"kind":"run"}"#.utf8).write(to: URL(fileURLWithPath: scratch.file("short.json")))
        let short = try CLIRunner.run(["report", scratch.file("short.json")])
        #expect(short.stderr.contains(#"short.json: not a valid results file: missing key "name" at the top level"#), "\(short.stderr)")
        try Data(#"{"format":1,"metrics":{"x":{"relativ":1}}}"#.utf8).write(to: URL(fileURLWithPath: scratch.file("t.json")))
        let bad = try CLIRunner.run(["compare", scratch.file("base.json"), scratch.file("base.json"), "--thresholds", scratch.file("t.json")])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown key \"relativ\""))
    }

    @Test("report writes HTML, Markdown, github-action-benchmark and Perfetto outputs")
    func reportWritesEach() throws {
        let scratch = Scratch()
        try ResultsWriter.write(Self.results(name: "run", bytes: 4096, pushNs: 1000), to: scratch.file("r.json"))
        try Data(
            """
            {"seq":1,"event":"step","index":0,"op":"launch","ts":0}
            {"seq":2,"controller":"nav#1","event":"viewDidLoad","ts":100,"dur":500,"allocatedBytes":64,"freedBytes":0,"ns":500}
            {"seq":3,"event":"memoryWarning","level":"critical","ts":900}

            """.utf8
        ).write(to: URL(fileURLWithPath: scratch.file("t.jsonl")))
        let result = try CLIRunner.run([
            "report", scratch.file("r.json"), "--html", scratch.file("r.html"), "--markdown", scratch.file("r.md"),
            "--github-benchmark", scratch.file("gab.json"), "--perfetto", scratch.file("p.json"), "--trace", scratch.file("t.jsonl"),
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let html = try String(contentsOfFile: scratch.file("r.html"), encoding: .utf8)
        #expect(html.contains("id=\"chart-memory\""))
        #expect(try String(contentsOfFile: scratch.file("r.md"), encoding: .utf8).contains("## ViewPressure: run"))
        let smaller = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scratch.file("gab.json")))) as? [[String: Any]]
        #expect(smaller?.count == 2)
        let bigger =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scratch.file("gab-bigger.json")))) as? [[String: Any]]
        #expect(bigger?.first?["name"] as? String == "table.list.reuseRatio")
        let trace = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scratch.file("p.json")))) as? [String: Any]
        let events = trace?["traceEvents"] as? [[String: Any]] ?? []
        #expect(events.contains { $0["ph"] as? String == "X" && $0["name"] as? String == "viewDidLoad nav#1" })
        #expect(events.filter { $0["ph"] as? String == "C" }.count == 50)
    }

    @Test("report --perfetto without --trace is invalid usage (exit 2)")
    func reportUsage() throws {
        let result = try CLIRunner.run(["report", "r.json", "--perfetto", "p.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--perfetto needs --trace"))
    }
}
