import Foundation
import Testing

/// End-to-end tests of `viewpressure run`, `bench`, `soak` and `list`.
@Suite("viewpressure run | bench | soak | list (end to end)")
struct RunCLITests {
    static func write(_ text: String, name: String = "scenario") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID()).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let clean = """
        {"format": 1, "name": "clean", "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                    "detail": {"type": "content", "subviews": 4, "cacheBytes": 4096}},
         "steps": [{"op": "launch"}, {"op": "push", "scene": "detail"}, {"op": "memoryWarning", "level": "critical"},
                   {"op": "checkpoint", "label": "churn"},
                   {"op": "repeat", "times": 20, "steps": [{"op": "push", "scene": "detail", "animated": true}, {"op": "pop"}]},
                   {"op": "pop"}, {"op": "teardown"}]}
        """

    @Test("run: a clean scenario exits 0 and writes results with the contract's keys and a trace")
    func cleanRun() throws {
        let file = try Self.write(Self.clean)
        let directory = FileManager.default.temporaryDirectory
        let trace = directory.appendingPathComponent("t-\(UUID()).jsonl").path
        let results = directory.appendingPathComponent("r-\(UUID()).json").path
        defer { for path in [file, trace, results] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try CLIRunner.run(["run", file, "--trace", trace, "--results", results])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("leaks: none"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any]
        #expect(json?["format"] as? Int == 1)
        for key in ["tables", "leaks", "controllers", "phases", "metrics", "environment"] { #expect(json?[key] != nil, "missing \(key)") }
        let controllers = json?["controllers"] as? [[String: Any]] ?? []
        let detail = controllers.first { $0["controller"] as? String == "detail#1" }
        #expect(detail?["viewLoads"] as? Int == 1)
        #expect(detail?["deallocated"] as? Bool == true)
        #expect((json?["phases"] as? [[String: Any]])?.map { $0["label"] as? String } == ["launch", "churn"])
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains { $0.contains(#""controller": "detail#1", "event": "viewDidLoad""#) && $0.contains(#""allocatedBytes": "#) })
        #expect(lines.contains { $0.contains(#""event": "memoryWarning", "level": "critical""#) })
        #expect(lines.first?.hasPrefix(#"{"seq": 0, "#) == true)
    }

    @Test("run --no-probe: the same scenario gives the same trace, byte for byte")
    func reproducibleTrace() throws {
        let file = try Self.write(Self.clean)
        let a = FileManager.default.temporaryDirectory.appendingPathComponent("a-\(UUID()).jsonl").path
        let b = FileManager.default.temporaryDirectory.appendingPathComponent("b-\(UUID()).jsonl").path
        defer { for path in [file, a, b] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try CLIRunner.run(["run", file, "--no-probe", "--trace", a, "--quiet"]).status == 0)
        #expect(try CLIRunner.run(["run", file, "--no-probe", "--trace", b, "--quiet"]).status == 0)
        let first = try Data(contentsOf: URL(fileURLWithPath: a))
        #expect(first.count > 1000)
        #expect(first == (try Data(contentsOf: URL(fileURLWithPath: b))))
        #expect(!String(decoding: first, as: UTF8.self).contains("allocatedBytes"))
    }

    @Test("run: an invalid scenario exits 2 naming the file, line, column and JSON path")
    func invalidScenario() throws {
        let file = try Self.write(
            #"{"format": 1, "initial": "a", "scenes": {"a": {"type": "content"}}, "steps": [{"op": "launch"}, {"op": "push", "scene": "b"}]}"#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(["run", file])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(file):1:"))
        #expect(result.stderr.contains("steps[1].scene: unknown scene \"b\""))
    }

    @Test("run: malformed JSON exits 2 with the line and column")
    func malformedScenario() throws {
        let file = try Self.write("{\n  \"format\": 1,\n  \"initial\" \"a\"\n}")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(["run", file])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(file):3:13: malformed JSON"))
    }

    @Test("run: a leaking scene exits 4 and names the leak and its path")
    func leakExits4() throws {
        let file = try Self.write(
            """
            {"format": 1, "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                        "leaky": {"type": "content", "retainCycle": true}},
             "steps": [{"op": "launch"}, {"op": "push", "scene": "leaky"}, {"op": "pop"}, {"op": "teardown"}]}
            """)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(["run", file])
        #expect(result.status == 4, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains(
                "LEAK leaky#1 (ContentSceneController) after pop: leaky#1 -> onRefresh{capture 0: ContentSceneController} -> leaky#1"))
        #expect(result.stdout.contains("    ContentSceneController.onRefresh{capture 0: ContentSceneController} → ContentSceneController [strong]"))
        #expect(result.stdout.contains("    fingerprint "))
    }

    @Test("run: a step that cannot act exits 1 naming the step's JSON path")
    func stepFailureExits1() throws {
        let file = try Self.write(#"{"format": 1, "initial": "a", "scenes": {"a": {"type": "content"}}, "steps": [{"op": "launch"}, {"op": "pop"}]}"#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(["run", file, "--quiet"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("steps[1] (pop): no navigation controller on screen"))
    }

    @Test("run: exceeding the resident budget exits 6")
    func budgetExits6() throws {
        let file = try Self.write(Self.clean)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLIRunner.run(["run", file, "--budget-mb", "1", "--quiet"])
        #expect(result.status == 6)
    }

    @Test("list shows every workload with its parameters and defaults")
    func list() throws {
        let result = try CLIRunner.run(["list"])
        #expect(result.status == 0)
        for name in ["deepNavigation", "tabSwitching", "modalChains", "deepNavigation.depth=1000"] {
            #expect(result.stdout.contains(name), "missing \(name)")
        }
    }

    @Test("bench: one small workload writes results with its metrics; bad parameters exit 2")
    func bench() throws {
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("b-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: results) }
        let result = try CLIRunner.run([
            "bench", "--workload", "modalChains", "--quick", "--param", "modalChains.chains=5",
            "--param", "modalChains.rounds=3", "--results", results,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any]
        let names = (json?["metrics"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(names.contains("modalChains.presentNs"))
        #expect(names.contains("modalChains.survivors"))
        #expect(try CLIRunner.run(["bench", "--workload", "nope"]).status == 2)
        #expect(try CLIRunner.run(["bench", "--workload", "modalChains", "--param", "modalChains.bogus=1"]).status == 2)
    }

    @Test("soak: a clean storyboard is flat and exits 0; a leaking one exits 4")
    func soak() throws {
        let clean = try Self.write(
            """
            {"format": 1, "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}, "detail": {"type": "content"}},
             "steps": [{"op": "launch"}]}
            """)
        let leaky = try Self.write(
            """
            {"format": 1, "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}, "leaky": {"type": "content", "retainCycle": true}},
             "steps": [{"op": "launch"}]}
            """)
        defer { for path in [clean, leaky] { try? FileManager.default.removeItem(atPath: path) } }
        let first = try CLIRunner.run(["soak", clean, "--operations", "400", "--seed", "2", "--cycle-length", "20"])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("retained memory FLAT: "), "\(first.stdout)")
        let second = try CLIRunner.run(["soak", leaky, "--operations", "200", "--seed", "2", "--cycle-length", "20"])
        #expect(second.status == 4)
        #expect(second.stdout.contains("LEAK leaky#"))
        #expect(try CLIRunner.run(["soak", clean, "--operations", "5", "--duration", "1s"]).status == 2)
    }
}
