import Foundation
import Testing

/// Oversize inputs under a 512 MiB cgroup, at the default budget such a cgroup gets
/// (256 MiB, given as --budget-mb or VIEWPRESSURE_BUDGET_MB): valid scenarios of 69 MB and
/// 207 MB, a 200 MB `name`, a sparse 8 GiB file and /dev/zero as merge inputs. Each is refused
/// (exit 2) from its size or at the limit while streaming, in well under a second, never grown.
/// The files are written in a temporary directory and removed after.
@Suite("viewpressure refuses oversize inputs (end to end)", .serialized)
struct OversizeInputCLITests {
    /// A scratch directory removed when the test ends.
    final class Scratch {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("oversize-\(UUID())").path
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Writes a valid scenario of about `bytes` bytes: `steps` push/pop pairs, or one long `name`.
    static func writeScenario(at path: String, bytes: Int, inName: Bool) throws {
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let head = #"{"format": 1, "name": ""#,
            device =
                #"", "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav", "#
                + #""scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}, "detail": {"type": "content"}}, "#
                + #""steps": [{"op": "launch"}"#
        let pair = Data(#", {"op": "push", "scene": "detail"}, {"op": "pop"}"#.utf8)
        try handle.write(contentsOf: Data(head.utf8))
        let chunk = inName ? Data(repeating: UInt8(ascii: "n"), count: 1 << 20) : Data((0..<(1 << 20) / pair.count).flatMap { _ in pair })
        if inName { for _ in 0..<(bytes >> 20) { try handle.write(contentsOf: chunk) } }
        try handle.write(contentsOf: Data((inName ? device : "x" + device).utf8))
        if !inName { for _ in 0..<(bytes >> 20) { try handle.write(contentsOf: chunk) } }
        try handle.write(contentsOf: Data(#", {"op": "teardown"}]}"#.utf8))
    }

    @Test(
        "valid scenarios of 69 MB and 207 MB and a 200 MB name are refused from their size under a 256 MiB budget",
        arguments: [(69_000_000, false), (207_000_000, false), (200_000_000, true)])
    func largeScenarios(bytes: Int, inName: Bool) throws {
        let scratch = try Scratch()
        let file = scratch.path + "/large.json"
        try Self.writeScenario(at: file, bytes: bytes, inName: inName)
        let size = try #require(FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        #expect(size >= bytes - (2 << 20))
        let start = Date()
        let result = try CLIRunner.run(["run", file, "--budget-mb", "256", "--no-probe", "--quiet"])
        #expect(!result.signaled)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(size) bytes, more than the 11184810 bytes (10.7 MiB) a scenario file may have"), "\(result.stderr)")
        #expect(result.stderr.contains("--budget-mb raises it"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test("merge refuses a sparse 8 GiB file from its size, and /dev/zero and `yes |` at the limit")
    func mergeInputs() throws {
        let scratch = try Scratch()
        let sparse = scratch.path + "/sparse.json"
        #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
        #expect(truncate(sparse, 8 << 30) == 0)
        let merged = scratch.path + "/merged.json"
        let budget: [String: String?] = ["VIEWPRESSURE_BUDGET_MB": "256"]
        for input in [sparse, "/dev/zero"] {
            let start = Date()
            let result = try CLIRunner.run(["merge", input, "--results", merged], environment: budget)
            #expect(!result.signaled)
            #expect(result.status == 2, "\(input): \(result.stderr)")
            #expect(result.stderr.contains(input) && result.stderr.contains("a results file may have"), "\(result.stderr)")
            #expect(Date().timeIntervalSince(start) < 10)
        }
        let yes = try CLIRunner.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", "yes | \"$0\" merge /dev/stdin --results '\(merged)'", try CLIRunner.binary().path],
            environment: budget)
        #expect(yes.status == 2, "\(yes.stderr)")
        #expect(yes.stderr.contains("a stream still going after"), "\(yes.stderr)")
        #expect(!FileManager.default.fileExists(atPath: merged))
    }

    @Test("a sparse 8 GiB file as scenario, baseline, thresholds and store is refused from its size")
    func sparseInputs() throws {
        let scratch = try Scratch()
        let sparse = scratch.path + "/sparse"
        #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
        #expect(truncate(sparse, 8 << 30) == 0)
        let results = scratch.path + "/results.json"
        let run = try CLIRunner.run(["run", try RunCLITests.write(RunCLITests.clean), "--no-probe", "--quiet", "--results", results])
        #expect(run.status == 0, "\(run.stderr)")
        for arguments in [
            ["run", sparse], ["compare", sparse, results], ["compare", results, results, "--thresholds", sparse],
            ["compare", "--history", sparse, results], ["history", "add", results, "--store", sparse],
        ] {
            let result = try CLIRunner.run(arguments, environment: ["VIEWPRESSURE_BUDGET_MB": "256"])
            #expect(!result.signaled)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("8589934592 bytes, more than the"), "\(arguments): \(result.stderr)")
        }
    }
}
