import ArgumentParser
import Foundation
import Testing

@testable import ViewPressureCLI

#if canImport(Glibc)
import Glibc
#endif

/// docs/RELIABILITY.md's table of every command (its inputs and its stop) is complete, and every
/// command, kept busy (a FIFO whose writer never writes, a store another process holds locked,
/// a large parameter), exits 143 promptly on SIGTERM (well under ten seconds).
@Suite("Every command honours SIGTERM", .serialized)
struct StopEveryCommandTests {
    /// Every command path of the CLI: "run", "history add"...
    static func commandPaths(_ commands: [any ParsableCommand.Type], prefix: String = "") -> [(path: String, isGroup: Bool)] {
        commands.flatMap { command -> [(path: String, isGroup: Bool)] in
            let name = command.configuration.commandName ?? command._commandName
            let path = prefix.isEmpty ? name : prefix + " " + name
            let subcommands = command.configuration.subcommands
            return [(path, !subcommands.isEmpty)] + commandPaths(subcommands, prefix: path)
        }
    }

    static var documented: [String] {
        get throws {
            let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("docs/RELIABILITY.md")
            let text = try String(contentsOf: doc, encoding: .utf8)
            guard let section = text.components(separatedBy: "## Every command, its inputs and its stop").dropFirst().first else { return [] }
            return section.components(separatedBy: "\n## ").first!.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("| `") else { return nil }
                return line.dropFirst(3).split(separator: "`").first.map(String.init)
            }
        }
    }

    @Test("docs/RELIABILITY.md's table names every command of the CLI, and no other")
    func tableIsComplete() throws {
        let paths = Self.commandPaths(ViewPressure.configuration.subcommands).map(\.path)
        let documented = try Self.documented
        #expect(Set(paths).subtracting(documented).sorted() == [], "commands missing from the table")
        #expect(Set(documented).subtracting(paths).sorted() == [], "rows for no command")
    }

    /// Arguments that keep each command busy; nil for the commands that end in milliseconds
    /// whatever their arguments (they end at once on a signal too: `StopDiscipline`).
    static func busy(_ path: String, fifo: String, store: String, results: String) -> [String]? {
        switch path {
        case "run": ["run", fifo]
        case "bench": ["bench", "--quick", "--workload", "layout", "--param", "layout.views=300", "--results", results]
        case "soak": ["soak", fifo]
        case "compare": ["compare", fifo, fifo]
        case "report": ["report", fifo]
        case "merge": ["merge", fifo, "--results", results]
        case "history add": ["history", "add", fifo, "--store", store]
        case "history list": ["history", "list", "--store", store]
        case "history repair": ["history", "repair", "--store", store]
        case "history replay": ["history", "replay", "--store", store]
        case "history simulate": ["history", "simulate", "--trials", "100000000"]
        case "stacks diff": ["stacks", "diff", fifo, fifo]
        case "probe bench": ["probe", "bench"]
        default: nil
        }
    }

    @Test("every command kept busy exits 143 promptly on SIGTERM (well under ten seconds); bench's layout workload marks its results")
    func terminateEveryCommand() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stop-every-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/fifo", store = directory + "/store.jsonl", results = directory + "/r.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = open(fifo, O_RDWR)  // a writer that never writes: reads block
        defer { close(writer) }
        try Data((#"{"format":1,"kind":"viewpressure-history"}"# + "\n").utf8).write(to: URL(fileURLWithPath: store))
        let lock = open(store, O_RDWR)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)  // another writer holds the store
        var tried: [String] = []
        for (path, isGroup) in Self.commandPaths(ViewPressure.configuration.subcommands) where !isGroup {
            guard let arguments = Self.busy(path, fifo: fifo, store: store, results: results) else { continue }
            tried.append(path)
            let process = try CLIRunner.start(arguments)
            usleep(path == "bench" ? 1_500_000 : 400_000)
            #expect(process.isRunning, "\(path) ended before the signal")
            process.terminate()
            let signalled = Date()
            // Every command is kept busy for good (a FIFO that never speaks, a locked store, a
            // hundred million trials), so only the signal ends it; the bound leaves room for a
            // loaded machine without letting a command that ignores the signal pass.
            while process.isRunning, Date().timeIntervalSince(signalled) < 30 { usleep(10_000) }
            let took = Date().timeIntervalSince(signalled)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 143, "\(path): \(process.terminationStatus)")
            #expect(took < 10, "\(path) took \(took) s to stop")
            if path == "bench" {
                let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any]
                #expect((json?["status"] as? [String: Any])?["interruptedBy"] as? Int == 15)
            }
        }
        #expect(tried.count >= 13)
    }
}

/// `report --perfetto --trace` reads the trace bounded, in one pass.
@Suite("Perfetto conversion of hostile traces")
struct HostileTraceTests {
    @Test(
        "/dev/zero and an 8 GiB sparse file as --trace are refused at the line bound (exit 2) and leave no .tmp; yes | as /dev/stdin exits 2 at line 1"
    )
    func boundedTrace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-trace-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = directory + "/r.json", output = directory + "/o.json", sparse = directory + "/sparse"
        let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/controls-and-containment.json").path
        #expect(try CLIRunner.run(["run", scenario, "--results", results]).status == 0)
        #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
        #expect(truncate(sparse, 8 << 30) == 0)
        for trace in ["/dev/zero", sparse] {
            let result = try CLIRunner.run(
                ["report", results, "--perfetto", output, "--trace", trace], environment: ["VIEWPRESSURE_BUDGET_MB": "64"])
            #expect(result.status == 2, "\(trace): \(result.stderr)")
            #expect(result.stderr.contains("a line longer than"), "\(trace): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") } == [])
        let shell = URL(fileURLWithPath: "/bin/sh")
        let binary = try CLIRunner.binary().path
        let piped = try CLIRunner.run(
            executable: shell, ["-c", "yes | timeout 10 '\(binary)' report '\(results)' --perfetto '\(output)' --trace /dev/stdin"])
        #expect(piped.status == 2, "\(piped.stderr)")
        #expect(piped.stderr.contains(":1: not a JSON object"), "\(piped.stderr)")
    }
}
