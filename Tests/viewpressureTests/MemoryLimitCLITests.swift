import Foundation
import Testing

/// Memory limits end to end (docs/MEMORY-LIMITS.md): the resident guard stops a run that
/// would exhaust memory (exit 6, partial results), with and without an address-space limit;
/// a screen that cannot fit is refused up front (exit 2); `--memory-limit-mb` raises warnings
/// by pressure and names a screen that ignores them; declared budgets fail the run with the
/// creation site. Each test runs the built binary, a process of its own.
@Suite("memory limits (end to end)", .serialized)
struct MemoryLimitCLITests {
    static let mixedApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Scenarios/mixed-app.json").standardizedFileURL.path

    /// Ten thousand pushes of screens of 2,000 subviews on a 1024x1366 pt iPad at 2x (about
    /// 85 MiB of backing stores each).
    static let bigPushes = """
        {"format": 1, "name": "big-pushes", "device": {"width": 1024, "height": 1366, "scale": 2}, "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                    "big": {"type": "content", "subviews": 2000, "cacheBytes": 1048576}},
         "steps": [{"op": "launch"}, {"op": "checkpoint", "label": "pushing"},
                   {"op": "repeat", "times": 10000, "steps": [{"op": "push", "scene": "big"}]}, {"op": "teardown"}]}
        """

    /// A million-row table with 2,000-point cells (each with a 2000x2000 image), whose row
    /// selection pushes another such table, a thousand times.
    static let hugeTables = """
        {"format": 1, "name": "huge-tables", "device": {"width": 1024, "height": 1366, "scale": 2}, "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "rows"},
                    "rows": {"type": "table", "rows": [1000000], "rowHeight": 2000, "select": "deeper", "reuse": false}},
         "segues": {"deeper": {"from": "rows", "to": "rows", "kind": "show"}},
         "steps": [{"op": "launch"}, {"op": "scroll", "to": "bottom"},
                   {"op": "repeat", "times": 1000, "steps": [{"op": "selectRow", "row": 999999}, {"op": "scroll", "to": 500000}]}]}
        """

    static func results(_ path: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID()).json").path
    }

    /// Runs the binary under `ulimit -v` (KiB) through /bin/sh.
    static func runLimited(addressSpaceKiB: Int, _ arguments: [String]) throws -> CLIRunner.Result {
        let binary = try CLIRunner.binary().path
        let quoted = ([binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try CLIRunner.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -v \(addressSpaceKiB) && exec \(quoted)"])
    }

    static func expectStopped(_ result: CLIRunner.Result, resultsPath: String, holder: String) throws {
        #expect(!result.signaled, "killed by signal \(result.status): \(result.stderr)")
        #expect(result.status == 6, "\(result.stderr)")
        let json = try results(resultsPath)
        let status = try #require(json["status"] as? [String: Any])
        let reason = try #require(status["budgetExceeded"] as? String)
        #expect(reason.contains("phase \""), "\(reason)")
        #expect(reason.contains("steps["), "\(reason)")
        #expect(reason.contains("held by: \(holder)"), "\(reason)")
        #expect(!(json["phases"] as? [Any] ?? []).isEmpty, "partial results keep the phases run so far")
        #expect(json["memoryGuard"] != nil)
    }

    @Test("ten thousand pushes of large screens stop at the budget with exit 6 and partial results")
    func bigPushesStop() throws {
        let file = try RunCLITests.write(Self.bigPushes, name: "big-pushes")
        let out = Self.temporaryPath("big-pushes-results")
        defer { for path in [file, out] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try CLIRunner.run(["run", file, "--budget-mb", "512", "--results", out, "--quiet"])
        try Self.expectStopped(result, resultsPath: out, holder: "big (")
        #expect(result.stderr.contains("error: memory budget exceeded: "), "\(result.stderr)")
    }

    @Test("under a 2 GiB address-space limit, the default budget stops the same run with exit 6, never a trap")
    func bigPushesUnderAddressSpaceLimit() throws {
        let file = try RunCLITests.write(Self.bigPushes, name: "big-pushes-as")
        let out = Self.temporaryPath("big-pushes-as-results")
        let raised = Self.temporaryPath("big-pushes-as-raised")
        defer { for path in [file, out, raised] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try Self.runLimited(addressSpaceKiB: 2 << 20, ["run", file, "--results", out, "--quiet"])
        try Self.expectStopped(result, resultsPath: out, holder: "big (")
        let guardResult = try #require(try Self.results(out)["memoryGuard"] as? [String: Any])
        #expect((guardResult["budgetSource"] as? String ?? "").contains("address-space limit"))
        // A budget raised above the address space still stops before allocations fail.
        let over = try Self.runLimited(addressSpaceKiB: 2 << 20, ["run", file, "--budget-mb", "4000", "--results", raised, "--quiet"])
        try Self.expectStopped(over, resultsPath: raised, holder: "big (")
    }

    @Test("a million-row table with huge cells, drilled into, stops at the budget with exit 6")
    func hugeTablesStop() throws {
        let file = try RunCLITests.write(Self.hugeTables, name: "huge-tables")
        let out = Self.temporaryPath("huge-tables-results")
        defer { for path in [file, out] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try CLIRunner.run(["run", file, "--budget-mb", "600", "--results", out, "--quiet"])
        try Self.expectStopped(result, resultsPath: out, holder: "rows (")
    }

    @Test("a screen that cannot fit the budget is refused before the run with the estimate (exit 2)")
    func estimateRefusal() throws {
        let file = try RunCLITests.write(
            """
            {"format": 1, "device": {"width": 4096, "height": 4096, "scale": 4}, "initial": "big",
             "scenes": {"big": {"type": "content", "subviews": 10000, "cacheBytes": 1073741824}},
             "steps": [{"op": "launch"}]}
            """, name: "estimate")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(["run", file, "--budget-mb", "1024"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("scenes.big: one screen of this scene needs at least 3.2 GiB"), "\(result.stderr)")
        #expect(result.stderr.contains("1.0 GiB (--budget-mb 1024)"), "\(result.stderr)")
    }

    @Test("soak mixed-app under a limit below its unpressured peak survives, raises graded warnings and reports each screen")
    func soakUnderLimit() throws {
        let plain = Self.temporaryPath("soak-plain"), limited = Self.temporaryPath("soak-limited")
        defer { for path in [plain, limited] { try? FileManager.default.removeItem(atPath: path) } }
        let unpressured = try CLIRunner.run(["soak", Self.mixedApp, "--operations", "1500", "--results", plain])
        #expect(unpressured.status == 0, "\(unpressured.stderr)")
        let peak = try #require((try Self.results(plain)["memoryGuard"] as? [String: Any])?["peakResidentBytes"] as? Int)
        // Limits below the unpressured peak, from 92% of it down: none may end in a signal (an
        // OOM kill); the first that completes is examined. How far below the peak a walk can go
        // depends on its hungriest step (a dismiss redraws a whole screen at once).
        var survived: (limitMb: Int, result: CLIRunner.Result)?
        for fraction in [0.92, 0.88, 0.84, 0.8] where survived == nil {
            let limitMb = max(8, Int(Double(peak) * fraction) >> 20)
            #expect(limitMb << 20 < peak)
            let result = try CLIRunner.run(["soak", Self.mixedApp, "--operations", "1500", "--memory-limit-mb", "\(limitMb)", "--results", limited])
            #expect(!result.signaled, "killed by signal \(result.status): \(result.stderr)")
            #expect(result.status == 0 || result.status == 6, "\(result.stderr)")
            if result.status == 0 { survived = (limitMb, result) }
        }
        let (limitMb, result) = try #require(survived, "no limit from 92% to 80% of the unpressured peak \(peak) B completed")
        #expect(limitMb << 20 < peak)
        #expect(result.stdout.contains("SURVIVED the limit"), "\(result.stdout)")
        let memory = try #require(try Self.results(limited)["memoryGuard"] as? [String: Any])
        let limit = try #require(memory["limit"] as? [String: Any])
        #expect(limit["survived"] as? Bool == true)
        let raised = (limit["moderateWarnings"] as? Int ?? 0) + (limit["lowWarnings"] as? Int ?? 0) + (limit["criticalWarnings"] as? Int ?? 0)
        #expect(raised > 0, "\(limit)")
        let screens = try #require(memory["screens"] as? [[String: Any]])
        #expect(screens.contains { $0["scene"] as? String == "feed" && ($0["reclaimedBytes"] as? Int ?? 0) > 0 }, "\(screens)")
        // The limit's cgroup, when one was made, is gone.
        let mechanism = limit["mechanism"] as? String ?? ""
        if let range = mechanism.range(of: " at /") {
            #expect(!FileManager.default.fileExists(atPath: String(mechanism[mechanism.index(after: range.lowerBound)...].dropFirst(2))))
        }
    }

    @Test("a screen that ignores warnings raised by pressure is named, and the soak exits 6")
    func ignoringScreen() throws {
        let text = try String(contentsOfFile: Self.mixedApp, encoding: .utf8)
            .replacingOccurrences(of: #""cacheBytes": 32768}"#, with: #""cacheBytes": 2097152, "ignoresMemoryWarnings": true}"#)
        #expect(text.contains("ignoresMemoryWarnings"))
        let file = try RunCLITests.write(text, name: "ignoring")
        let out = Self.temporaryPath("ignoring-results")
        defer { for path in [file, out] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try CLIRunner.run(["soak", file, "--operations", "1500", "--memory-limit-mb", "16", "--results", out])
        #expect(!result.signaled)
        #expect(result.status == 6, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("IGNORES WARNINGS: screen detail"), "\(result.stdout)")
        let limit = try #require((try Self.results(out)["memoryGuard"] as? [String: Any])?["limit"] as? [String: Any])
        let ignoring = try #require(limit["ignoringScreens"] as? [[String: Any]])
        #expect(ignoring.first?["scene"] as? String == "detail")
    }

    @Test("a clean soak under a limit that never presses is flat: dead caches and tables leave no weak entries behind")
    func cleanSoakUnderUnpressingLimitIsFlat() throws {
        let out = Self.temporaryPath("soak-unpressed")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["soak", Self.mixedApp, "--operations", "300", "--seed", "1", "--memory-limit-mb", "40", "--results", out])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("retained memory FLAT"), "\(result.stdout)")
        #expect(result.stdout.contains("SURVIVED the limit"), "\(result.stdout)")
    }

    @Test("budget and limit tell one story: a budget below the limit stops as the budget, the limit's own line as the limit")
    func budgetAndLimitOneStory() throws {
        let below = Self.temporaryPath("budget-below-limit")
        defer { try? FileManager.default.removeItem(atPath: below) }
        // The budget (12 MiB) is under the limit's stop line (97% of 64 MiB): the budget stops it.
        let budget = try CLIRunner.run([
            "soak", Self.mixedApp, "--operations", "2000", "--memory-limit-mb", "64", "--budget-mb", "12", "--results", below,
        ])
        #expect(budget.status == 6, "\(budget.stdout)\n\(budget.stderr)")
        #expect(budget.stdout.contains("MEMORY BUDGET EXCEEDED: "), "\(budget.stdout)")
        #expect(budget.stdout.contains("limit NOT REACHED: the budget of 12.0 MiB (--budget-mb 12), below the limit's stop line"), "\(budget.stdout)")
        #expect(!budget.stdout.contains("SURVIVED"), "\(budget.stdout)")
        let limit = try #require((try Self.results(below)["memoryGuard"] as? [String: Any])?["limit"] as? [String: Any])
        #expect(limit["stoppedBy"] as? String == "budget")
        // A limit far below what the walk needs: its own stop line stops it.
        let tight = try CLIRunner.run(["soak", Self.mixedApp, "--operations", "2000", "--memory-limit-mb", "9", "--results", below])
        #expect(!tight.signaled)
        #expect(tight.status == 6, "\(tight.stdout)\n\(tight.stderr)")
        #expect(tight.stdout.contains("DID NOT SURVIVE the limit"), "\(tight.stdout)")
        #expect(tight.stdout.contains("MEMORY LIMIT NOT SURVIVED: "), "\(tight.stdout)")
        #expect(!tight.stdout.contains("EXCEEDED") && !tight.stdout.contains("SURVIVED the limit"), "\(tight.stdout)")
        let tightLimit = try #require((try Self.results(below)["memoryGuard"] as? [String: Any])?["limit"] as? [String: Any])
        #expect(tightLimit["stoppedBy"] as? String == "limit")
        #expect(tightLimit["survived"] as? Bool == false)
    }

    @Test("--memory-limit-mb auto: a first pass measures the peak, the soak runs under the peak / 0.9, raises warnings and stays flat")
    func automaticLimit() throws {
        let out = Self.temporaryPath("soak-auto")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["soak", Self.mixedApp, "--operations", "300", "--seed", "1", "--memory-limit-mb", "auto", "--results", out])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("retained memory FLAT"), "\(result.stdout)")
        #expect(result.stdout.contains("automatic memory limit: "), "\(result.stdout)")
        #expect(result.stdout.contains("SURVIVED the limit"), "\(result.stdout)")
        let limit = try #require((try Self.results(out)["memoryGuard"] as? [String: Any])?["limit"] as? [String: Any])
        let automatic = try #require(limit["automatic"] as? [String: Any])
        let peak = try #require(automatic["firstPassPeakBytes"] as? Int)
        #expect(automatic["firstPassOperations"] as? Int == 300)
        let limitBytes = try #require(limit["limitBytes"] as? Int)
        #expect(
            Double(limitBytes) >= Double(peak) / 0.9 && Double(limitBytes) < Double(peak) / 0.9 + Double(1 << 20),
            "\(limitBytes) for a peak of \(peak)")
        let raised = (limit["moderateWarnings"] as? Int ?? 0) + (limit["lowWarnings"] as? Int ?? 0) + (limit["criticalWarnings"] as? Int ?? 0)
        #expect(raised > 0, "the automatic limit forces warnings: \(limit)")
        let run = try CLIRunner.run(["run", Self.mixedApp, "--memory-limit-mb", "auto"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--memory-limit-mb auto applies to soak"), "\(run.stderr)")
    }

    @Test("under the automatic limit a screen that ignores warnings is named (exit 6)")
    func automaticLimitNamesIgnoringScreen() throws {
        let text = try String(contentsOfFile: Self.mixedApp, encoding: .utf8)
            .replacingOccurrences(of: #""cacheBytes": 32768}"#, with: #""cacheBytes": 2097152, "ignoresMemoryWarnings": true}"#)
        let file = try RunCLITests.write(text, name: "ignoring-auto")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(["soak", file, "--operations", "300", "--seed", "2", "--memory-limit-mb", "auto"])
        #expect(!result.signaled)
        #expect(result.status == 6, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("IGNORES WARNINGS: screen detail"), "\(result.stdout)")
    }

    @Test("a scene over its instance budget fails with exit 6 and the creation sites; a declared cache is not a leak")
    func declaredBudgets() throws {
        let file = try RunCLITests.write(
            """
            {"format": 1, "name": "budgets", "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                        "detail": {"type": "content", "cacheBytes": 300000},
                        "cached": {"type": "content", "retainCycle": true}},
             "budgets": {"detail": {"maxInstances": 2}, "cached": {"retention": "cache"},
                         "class:ContentSceneController": {"maxInstances": 4}},
             "steps": [{"op": "launch"}, {"op": "push", "scene": "detail"}, {"op": "push", "scene": "cached"},
                       {"op": "repeat", "times": 2, "steps": [{"op": "push", "scene": "detail"}]},
                       {"op": "popToRoot"}, {"op": "teardown"}]}
            """, name: "budgets")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(["run", file])
        #expect(result.status == 6, "\(result.stdout)\n\(result.stderr)")
        #expect(
            result.stdout.contains(
                "OVER BUDGET: scene detail (budgets.detail): 3 instances alive at once, over the budget of 2, at steps[3].steps[0] (push)"),
            "\(result.stdout)")
        #expect(result.stdout.contains("created at: steps[1] (push)"), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "OVER BUDGET: class ContentSceneController (budgets.class:ContentSceneController): 5 instances alive at once, over the budget of 4"),
            "\(result.stdout)")
        #expect(result.stdout.contains("leaks: none"), "\(result.stdout)")
        #expect(result.stdout.contains("retained as declared (cache): cached#1"), "\(result.stdout)")
    }

    @Test("bench takes --budget-mb, and refuses --memory-limit-mb with exit 2")
    func benchFlags() throws {
        let result = try CLIRunner.run(["bench", "--quick", "--workload", "tabSwitching", "--memory-limit-mb", "64"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--memory-limit-mb applies to run and soak"), "\(result.stderr)")
        let small = try CLIRunner.run(["run", Self.mixedApp, "--memory-limit-mb", "4"])
        #expect(small.status == 2)
        #expect(small.stderr.contains("--memory-limit-mb: expected from 8 to 16777216"), "\(small.stderr)")
    }
}
