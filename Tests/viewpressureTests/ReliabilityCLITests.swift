import Foundation
import Testing

/// The process under hostile use (docs/RELIABILITY.md): repeated signals, inputs larger than
/// the budget, devices and pipes as files, budgets above the machine.
@Suite("viewpressure under hostile use (end to end)", .serialized)
struct ReliabilityCLITests {
    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID())").path
    }

    /// Starts a quick largeTable bench (seconds of scrolling in a debug build), sends
    /// `signals` once it is scrolling, and returns the process and its results' status.
    static func interruptBench(_ signals: [(Int32, microsecondsBefore: UInt32)]) throws -> (Process, [String: Any]?) {
        let results = temporary("bench-signal") + ".json"
        defer { try? FileManager.default.removeItem(atPath: results) }
        let process = try CLIRunner.start(["bench", "--quick", "--workload", "largeTable", "--results", results])
        Thread.sleep(forTimeInterval: 1.5)
        for (signal, delay) in signals {
            usleep(delay)
            kill(process.processIdentifier, signal)
        }
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let data = FileManager.default.contents(atPath: results)
        let json = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        return (process, json)
    }

    @Test("two SIGINTs 1-20 ms apart during a bench workload are one request: interrupted results, exit 130")
    func doubleInterrupt() throws {
        for gap: UInt32 in [1_000, 8_000, 20_000] {
            let (process, json) = try Self.interruptBench([(SIGINT, 0), (SIGINT, gap)])
            #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus) (gap \(gap) us)")
            #expect(process.terminationStatus == 130)
            #expect((json?["status"] as? [String: Any])?["interruptedBy"] as? Int == 2, "gap \(gap) us: \(String(describing: json?["status"]))")
        }
    }

    @Test("SIGTERM in the middle of a largeTable workload stops it within the pass: interrupted results, exit 143")
    func terminateMidWorkload() throws {
        let start = Date()
        let (process, json) = try Self.interruptBench([(SIGTERM, 0)])
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 143)
        #expect((json?["status"] as? [String: Any])?["interruptedBy"] as? Int == 15)
        #expect(json?["metrics"] is [Any])
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test(
        "SIGTERM inside one long round of tabSwitching (100M taps) or modalChains (1M chains) stops it: exit 143 in seconds",
        arguments: [
            ["--workload", "tabSwitching", "--param", "tabSwitching.switches=100000000"],
            ["--workload", "modalChains", "--param", "modalChains.chains=1000000"],
        ])
    func terminateInsideRound(arguments: [String]) throws {
        let results = Self.temporary("bench-round") + ".json"
        defer { try? FileManager.default.removeItem(atPath: results) }
        let process = try CLIRunner.start(["bench", "--quick"] + arguments + ["--results", results])
        Thread.sleep(forTimeInterval: 1.5)
        let signalled = Date()
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 143, "\(process.terminationStatus)")
        #expect(Date().timeIntervalSince(signalled) < 10)
        let json = FileManager.default.contents(atPath: results).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        #expect((json?["status"] as? [String: Any])?["interruptedBy"] as? Int == 15)
    }

    /// A scenario whose one step (a scroll over 10M rows) runs for many seconds: a signal can
    /// only stop it at the end of that step.
    static let longStep = """
        {"format": 1, "name": "long-step", "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "list"}, "list": {"type": "table", "rows": [10000000], "rowHeight": 44}},
         "steps": [{"op": "launch"}, {"op": "scroll", "to": "bottom", "by": 5}, {"op": "teardown"}]}
        """

    @Test(
        "inside one long step, a third signal, or a second after the 2 s grace, ends the process at once",
        arguments: [[0.0, 0.2, 0.2], [0.0, 2.5]])
    func endNow(gaps: [Double]) throws {
        let file = try RunCLITests.write(Self.longStep, name: "long-step")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = try CLIRunner.start(["run", file, "--no-probe", "--quiet"])
        Thread.sleep(forTimeInterval: 1.5)
        for gap in gaps {
            Thread.sleep(forTimeInterval: gap)
            #expect(process.isRunning, "the step ended before the signals: make it longer")
            kill(process.processIdentifier, SIGINT)
        }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGINT)
    }

    @Test("a scenario larger than the budget allows is refused before parsing: its size, the limit and --budget-mb")
    func scenarioTooLarge() throws {
        let steps = Array(repeating: #"{"op": "push", "scene": "detail"}, {"op": "pop"}"#, count: 40_000).joined(separator: ", ")
        let text = RunCLITests.clean.replacingOccurrences(of: #""steps": [{"op": "launch"}"#, with: #""steps": [{"op": "launch"}, "# + steps)
        let file = try RunCLITests.write(text, name: "large")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(["run", file, "--budget-mb", "32", "--no-probe", "--quiet"])
        #expect(!result.signaled)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("more than the 1398101 bytes"), "\(result.stderr)")
        #expect(result.stderr.contains("--budget-mb raises it"), "\(result.stderr)")
    }

    @Test(
        "bench --param sizes one stage of which cannot fit the budget are refused up front (exit 2), never grown to an OOM kill",
        arguments: [
            [
                "--workload", "deepNavigation", "--param", "deepNavigation.depth=1000000", "--param", "deepNavigation.subviews=1000",
                "--param", "deepNavigation.warningEvery=0",
            ],
            ["--workload", "modalChains", "--param", "modalChains.depth=10000", "--param", "modalChains.subviews=1000"],
            [
                "--quick", "--workload", "tabSwitching", "--workload", "modalChains", "--param", "modalChains.depth=10000",
                "--param", "modalChains.subviews=1000",
            ],
        ])
    func benchAdmission(arguments: [String]) throws {
        let results = Self.temporary("bench-admission") + ".json"
        defer { try? FileManager.default.removeItem(atPath: results) }
        let start = Date()
        let result = try CLIRunner.run(["bench"] + arguments + ["--budget-mb", "256", "--results", results])
        #expect(!result.signaled)
        #expect(result.status == 2, "\(result.stderr)")
        let workload = arguments[arguments.firstIndex(of: "--param")! + 1].prefix { $0 != "." }
        #expect(result.stderr.contains("error: workload \(workload), its "), "\(result.stderr)")
        #expect(result.stderr.contains("\(workload).depth"), "\(result.stderr)")
        #expect(
            result.stderr.contains("256.0 MiB (--budget-mb 256)") && result.stderr.contains("raise the budget with --budget-mb"), "\(result.stderr)")
        #expect(!result.stdout.contains("tabSwitching:"), "a workload ran before the refusal: \(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: results))
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test("under a real limit (ulimit -v 1 GiB: a default budget of 256 MiB, as under a 512 MiB cgroup) the oversize sizes exit 2, never a kill")
    func benchAdmissionUnderALimit() throws {
        let oversize = [
            "--workload deepNavigation --param deepNavigation.depth=1000000 --param deepNavigation.subviews=1000 --param deepNavigation.warningEvery=0",
            "--workload modalChains --param modalChains.depth=10000 --param modalChains.subviews=1000",
            "--workload tabSwitching --param tabSwitching.tabs=100 --param tabSwitching.subviews=1000 --param tabSwitching.warningEvery=0",
            "--quick --workload deepNavigation --param deepNavigation.subviews=1000",
        ]
        for arguments in oversize {
            let result = try CLIRunner.run(
                executable: URL(fileURLWithPath: "/bin/sh"),
                ["-c", "ulimit -v 1048576; exec \"$0\" bench \(arguments)", try CLIRunner.binary().path])
            #expect(!result.signaled)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("256.0 MiB (the default budget"), "\(arguments): \(result.stderr)")
        }
    }

    @Test("bench --budget-mb and run --memory-limit-mb above what the process has are lowered to it, with a message")
    func benchBudgetAboveMachine() throws {
        let result = try CLIRunner.run([
            "bench", "--quick", "--workload", "leakWalk", "--param", "leakWalk.objects=100",
            "--param", "leakWalk.rounds=1", "--budget-mb", "16000000",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: --budget-mb 16000000 is more than the"), "\(result.stderr)")
        #expect(result.stderr.contains("; lowered to "), "\(result.stderr)")
        let limit = try CLIRunner.run(["run", try RunCLITests.write(RunCLITests.clean), "--no-probe", "--quiet", "--memory-limit-mb", "16000000"])
        #expect(limit.status == 0, "\(limit.stderr)")
        #expect(limit.stderr.contains("warning: --memory-limit-mb 16000000 is more than the"), "\(limit.stderr)")
    }

    @Test(
        "/dev/zero and `yes |` as store, baseline and thresholds exit 2 within the budget",
        arguments: [
            ["compare", "--history", "/dev/zero", "RESULTS"],
            ["compare", "/dev/zero", "RESULTS"],
            ["compare", "RESULTS", "RESULTS", "--thresholds", "/dev/zero"],
            ["history", "list", "--store", "/dev/zero"],
            ["history", "add", "RESULTS", "--store", "/dev/zero"],
            ["report", "/dev/zero", "--markdown", "/dev/null"],
            ["run", "/dev/zero"],
        ])
    func devices(arguments: [String]) throws {
        let results = Self.temporary("results") + ".json"
        defer { try? FileManager.default.removeItem(atPath: results) }
        let run = try CLIRunner.run(["run", try RunCLITests.write(RunCLITests.clean), "--no-probe", "--quiet", "--results", results])
        #expect(run.status == 0, "\(run.stderr)")
        let resolved = arguments.map { $0 == "RESULTS" ? results : $0 }
        let zero = try CLIRunner.run(resolved, environment: ["VIEWPRESSURE_BUDGET_MB": "256"])
        #expect(!zero.signaled)
        #expect(zero.status == 2, "\(resolved): \(zero.stderr)")
        let piped = resolved.map { $0 == "/dev/zero" ? "/dev/stdin" : $0 }
        let command = "yes | \"$0\" " + piped.map { "'\($0)'" }.joined(separator: " ")
        let yes = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command, try CLIRunner.binary().path],
            environment: ["VIEWPRESSURE_BUDGET_MB": "256"])
        #expect(yes.status == 2, "\(piped): \(yes.stderr)")
    }

    @Test("a missing store fails compare --history; /dev/null as a store fails history add")
    func storeRefusals() throws {
        let results = Self.temporary("results") + ".json"
        defer { try? FileManager.default.removeItem(atPath: results) }
        _ = try CLIRunner.run(["run", try RunCLITests.write(RunCLITests.clean), "--no-probe", "--quiet", "--results", results])
        let missing = try CLIRunner.run(["compare", "--history", Self.temporary("missing"), results])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no history store here"), "\(missing.stderr)")
        let null = try CLIRunner.run(["history", "add", results, "--store", "/dev/null"])
        #expect(null.status == 2)
        #expect(null.stderr.contains("not a regular file"), "\(null.stderr)")
    }

    @Test("history add on a corrupt store exits 2 with the line; history repair recovers the valid runs")
    func addAndRepair() throws {
        let results = Self.temporary("results") + ".json", store = Self.temporary("store") + ".jsonl"
        defer { for path in [results, store, store + ".rejected"] { try? FileManager.default.removeItem(atPath: path) } }
        _ = try CLIRunner.run(["run", try RunCLITests.write(RunCLITests.clean), "--no-probe", "--quiet", "--results", results])
        for commit in ["a1", "a2", "a3"] {
            #expect(try CLIRunner.run(["history", "add", results, "--store", store, "--commit", commit, "--branch", "main"]).status == 0)
        }
        var data = try Data(contentsOf: URL(fileURLWithPath: store))
        data[HistoryStoreRepairTestsShim.middle(of: 3, in: data)] = 0xFF
        try data.write(to: URL(fileURLWithPath: store))
        let add = try CLIRunner.run(["history", "add", results, "--store", store, "--commit", "a4"])
        #expect(add.status == 2)
        #expect(add.stderr.contains("line 3"), "\(add.stderr)")
        let repair = try CLIRunner.run(["history", "repair", "--store", store])
        #expect(repair.status == 0, "\(repair.stderr)")
        #expect(repair.stdout.contains("kept 2 runs"), "\(repair.stdout)")
        let list = try CLIRunner.run(["history", "list", "--store", store])
        #expect(list.stdout.contains("2 runs in"), "\(list.stdout)")
    }

    @Test("a budget or limit above what the process has is lowered to it, with a message")
    func budgetAboveMachine() throws {
        let result = try CLIRunner.run(["run", try RunCLITests.write(RunCLITests.clean), "--no-probe", "--quiet", "--budget-mb", "16000000"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: --budget-mb 16000000 is more than the"), "\(result.stderr)")
    }

    @Test("directories, symlink loops, permissions and bad UTF-8 are named in plain words, with line and column")
    func messages() throws {
        let directory = Self.temporary("dir")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let loop = directory + "/loop.json"
        symlink(loop, loop)
        let bad = directory + "/bad.json"
        try Data("{\"format\": 1,\n  \"name\": \"a\u{00e9}\u{0000}".utf8 + [0xC3, 0x28]).write(to: URL(fileURLWithPath: bad))
        let cases: [(String, String)] = [
            (directory, "is a directory"), (loop, "a loop of symbolic links"),
            (bad, "line 2, column 15"), (directory + "/missing.json", "no such file"),
        ]
        for (path, message) in cases {
            let result = try CLIRunner.run(["run", path])
            #expect(result.status == 2)
            #expect(result.stderr.contains(path) && result.stderr.contains(message), "\(result.stderr)")
        }
    }
}

/// The line arithmetic of the store tests, for the CLI's.
enum HistoryStoreRepairTestsShim {
    static func middle(of number: Int, in data: Data) -> Int {
        var starts = [0]
        for (offset, byte) in data.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return (starts[number - 1] + starts[number]) / 2
    }
}
