import Foundation
import Testing

/// Regression tests for inputs that used to crash the process (a trap or an abort): each
/// runs the built binary and must see a documented exit code with a clear message, never a
/// signal.
@Suite("no trap from a file or a flag (end to end)")
struct TrapCLITests {
    static func scenario(device: String = #"{"width": 100, "height": 100, "scale": 1}"#, scenes: String, steps: String) -> String {
        """
        {"format": 1, "name": "edge", "device": \(device), "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}, \(scenes)},
         "steps": [{"op": "launch"}, \(steps)]}
        """
    }

    static func run(_ text: String, _ extra: [String] = []) throws -> CLIRunner.Result {
        let file = try RunCLITests.write(text, name: "edge")
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try CLIRunner.run(["run", file, "--quiet"] + extra)
    }

    struct FileCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let status: Int32
        let message: String
        var testDescription: String { name }
    }

    static let fileCases: [FileCase] = [
        FileCase(
            name: "subviews 99999999",
            text: scenario(scenes: #""big": {"type": "content", "subviews": 99999999}"#, steps: #"{"op": "push", "scene": "big"}"#),
            status: 2, message: "scenes.big.subviews: expected an integer from 0 to 10000, found 99999999"),
        FileCase(
            name: "subviews Int.max",
            text: scenario(scenes: #""big": {"type": "content", "subviews": 9223372036854775807}"#, steps: #"{"op": "pop"}"#),
            status: 2, message: "scenes.big.subviews: expected an integer from 0 to 10000"),
        FileCase(
            name: "cacheBytes huge", text: scenario(scenes: #""big": {"type": "content", "cacheBytes": 1000000000000}"#, steps: #"{"op": "pop"}"#),
            status: 2, message: "scenes.big.cacheBytes: expected an integer from 0 to 1073741824"),
        FileCase(
            name: "rows overflowing the Fenwick tree",
            text: scenario(scenes: #""list": {"type": "table", "rows": [9223372036854775807, 1]}"#, steps: #"{"op": "push", "scene": "list"}"#),
            status: 2, message: "scenes.list.rows[0]: expected an integer from 0 to 10000000"),
        FileCase(
            name: "rows in all over the limit",
            text: scenario(scenes: #""list": {"type": "table", "rows": [6000000, 6000000]}"#, steps: #"{"op": "push", "scene": "list"}"#),
            status: 2, message: "scenes.list.rows: expected at most 10000000 rows in all sections together"),
        FileCase(
            name: "device 1e12",
            text: scenario(device: #"{"width": 1e12, "height": 100, "scale": 1}"#, scenes: #""x": {"type": "content"}"#, steps: #"{"op": "pop"}"#),
            status: 2, message: "device.width: expected a number from 1 to 4096, found 1e12"),
        FileCase(
            name: "scale 1e308",
            text: scenario(device: #"{"width": 100, "height": 100, "scale": 1e308}"#, scenes: #""x": {"type": "content"}"#, steps: #"{"op": "pop"}"#),
            status: 2, message: "device.scale: expected a number from 0.5 to 4"),
        FileCase(
            name: "resize 1e308", text: scenario(scenes: #""x": {"type": "content"}"#, steps: #"{"op": "resize", "width": 1e308, "height": 100}"#),
            status: 2, message: "steps[1].width: expected a number from 1 to 4096"),
        FileCase(
            name: "nested repeat whose product overflows",
            text: scenario(
                scenes: #""x": {"type": "content"}"#,
                steps: """
                    {"op": "repeat", "times": 100000000, "steps": [{"op": "repeat", "times": 100000000, "steps": [{"op": "repeat", "times": 100000000, "steps": [{"op": "memoryWarning"}]}]}]}
                    """), status: 2,
            message: "steps[1].steps[0].times: this repeat runs 10000000000000000 steps; a scenario runs at most 1000000000 steps in all"),
        FileCase(
            name: "selectRow in a section the table does not have",
            text: scenario(
                scenes: #""list": {"type": "table", "rows": [3]}"#,
                steps: #"{"op": "push", "scene": "list"}, {"op": "selectRow", "section": 5, "row": 0}"#),
            status: 1, message: "steps[2] (selectRow): section 5 does not exist (the table has 1 sections)"),
        FileCase(
            name: "scroll by a tiny step",
            text: scenario(
                scenes: #""list": {"type": "table", "rows": [10000000], "rowHeight": 10000}"#,
                steps: #"{"op": "push", "scene": "list"}, {"op": "scroll", "to": "bottom", "by": 0.5}"#),
            status: 1, message: "a scroll step takes at most 100000000"),
    ]

    @Test("a file that used to trap exits with a documented code and names the JSON path", arguments: fileCases)
    func fileCase(_ testCase: FileCase) throws {
        let result = try Self.run(testCase.text)
        #expect(!result.signaled, "killed by signal \(result.status): \(result.stderr)")
        #expect(result.status == testCase.status, "\(result.stderr)")
        #expect(result.stderr.contains(testCase.message), "\(result.stderr)")
    }

    struct FlagCase: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let flagCases: [FlagCase] = [
        FlagCase(arguments: ["soak", "SCENARIO", "--duration", "1e12"], message: "--duration: expected at most 7 days"),
        FlagCase(arguments: ["soak", "SCENARIO", "--duration", "inf"], message: "--duration: expected a number"),
        FlagCase(arguments: ["soak", "SCENARIO", "--operations", "9223372036854775807"], message: "--operations: expected from 1 to 1000000000"),
        FlagCase(arguments: ["soak", "SCENARIO", "--cycle-length", "0"], message: "--cycle-length: expected from 1 to 1000000"),
        FlagCase(arguments: ["run", "SCENARIO", "--budget-mb", "9223372036854775807"], message: "--budget-mb: expected from 1 to 16777216"),
        FlagCase(arguments: ["run", "SCENARIO", "--time-limit", "0"], message: "--time-limit: expected a number of seconds above 0"),
        FlagCase(
            arguments: ["run", "SCENARIO", "--time-limit", "1e12"], message: "--time-limit: expected a number of seconds above 0 and at most 604800"),
        FlagCase(
            arguments: ["bench", "--workload", "largeTable", "--param", "largeTable.rows=9223372036854775807"],
            message: "parameter rows: expected an integer from 100 to 10000000"),
        FlagCase(
            arguments: ["bench", "--workload", "deepNavigation", "--param", "deepNavigation.largeDepth=99999999999"],
            message: "parameter largeDepth: expected an integer from 0 to 1000000"),
    ]

    @Test("a flag that used to trap or mislead exits 2 and names the flag", arguments: flagCases)
    func flagCase(_ testCase: FlagCase) throws {
        let file = try RunCLITests.write(RunCLITests.clean, name: "flag")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(testCase.arguments.map { $0 == "SCENARIO" ? file : $0 })
        #expect(!result.signaled, "killed by signal \(result.status): \(result.stderr)")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(testCase.message), "\(result.stderr)")
    }

    @Test("SIGINT during a long soak writes complete, partial results and exits 130")
    func interruptedSoak() throws {
        let file = try RunCLITests.write(RunCLITests.clean, name: "sigint")
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("sigint-\(UUID()).json").path
        defer { for path in [file, results] { try? FileManager.default.removeItem(atPath: path) } }
        let process = try CLIRunner.start(["soak", file, "--operations", "100000000", "--results", results])
        Thread.sleep(forTimeInterval: 2)
        process.interrupt()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 130)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any]
        #expect((json?["status"] as? [String: Any])?["interruptedBy"] as? Int == 2)
        let soak = json?["soak"] as? [String: Any]
        #expect((soak?["operations"] as? Int ?? 0) > 0)
        #expect((soak?["operations"] as? Int ?? 0) < 100_000_000)
    }

    @Test("--budget-mb exceeded names what crossed it, where, what held the memory, and the budget")
    func budgetMessage() throws {
        let text = Self.scenario(
            scenes: #""big": {"type": "content", "subviews": 10, "cacheBytes": 8388608}"#,
            steps: #"{"op": "checkpoint", "label": "pushing"}, {"op": "repeat", "times": 40, "steps": [{"op": "push", "scene": "big"}]}"#)
        let result = try Self.run(text, ["--budget-mb", "128"])
        #expect(result.status == 6, "\(result.stderr)")
        let run = try CLIRunner.run(["run", try RunCLITests.write(text), "--budget-mb", "128"])
        #expect(run.status == 6, "\(run.stderr)")
        #expect(run.stdout.contains("MEMORY BUDGET EXCEEDED: "), "\(run.stdout)")
        #expect(run.stdout.contains("(--budget-mb 128)"), "\(run.stdout)")
        #expect(run.stdout.contains("in phase \"pushing\" at steps[2].steps[0] (push)"), "\(run.stdout)")
        #expect(run.stdout.contains("held by: big ("), "\(run.stdout)")
        // One screen that cannot fit is refused before the run, with the estimate.
        let tiny = try Self.run(text, ["--budget-mb", "1"])
        #expect(tiny.status == 2, "\(tiny.stderr)")
        #expect(tiny.stderr.contains("scenes.big: one screen of this scene needs at least"), "\(tiny.stderr)")
    }

    @Test("a file asking for hours of work stops at the next step after --time-limit, exit 1 with partial results")
    func timeLimit() throws {
        let text = Self.scenario(
            scenes: #""x": {"type": "content", "subviews": 2}"#,
            steps: #"{"op": "repeat", "times": 100000000, "steps": [{"op": "push", "scene": "x"}, {"op": "pop"}]}"#)
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("time-limit-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: results) }
        let started = Date()
        let result = try Self.run(text, ["--time-limit", "2", "--results", results])
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("the time limit of 2 s was reached after"), "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any]
        let failure = (json?["status"] as? [String: Any])?["failure"] as? String
        #expect(failure?.contains("time limit") == true, "\(String(describing: failure))")
        let phases = json?["phases"] as? [Any]
        #expect(phases?.isEmpty == false)
    }

    @Test("--quiet prints nothing but errors, even for a run longer than a second")
    func quietIsQuiet() throws {
        let result = try Self.run(
            Self.scenario(
                scenes: #""x": {"type": "content", "subviews": 2}"#,
                steps: #"{"op": "repeat", "times": 3000, "steps": [{"op": "push", "scene": "x"}, {"op": "pop"}]}"#))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("a custom scene in the built-in CLI (no classes registered) exits 2 with the JSON path")
    func unregisteredClass() throws {
        let result = try Self.run(Self.scenario(scenes: #""x": {"type": "custom", "class": "Inbox"}"#, steps: #"{"op": "pop"}"#))
        #expect(!result.signaled)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("scenes.x.class: unknown class \"Inbox\"; no custom scenes are registered"), "\(result.stderr)")
    }
}
