import ArgumentParser
import Driver

#if canImport(Glibc)
import Glibc
#endif

/// The `viewpressure` command: a thin front end over MemoryProbe (and, as they land,
/// the runtime, driver and reports).
struct ViewPressure: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewpressure",
        abstract: "Headless view-controller memory & lifecycle profiler, measured with jemalloc.",
        discussion: """
            Exit codes: 0 success; 1 the run failed; 2 invalid usage or input; 3 a regression \
            against the baseline; 4 a leak; 5 a lifecycle invariant violated; 6 a memory budget exceeded.
            """,
        subcommands: [
            RunCommand.self, BenchCommand.self, SoakCommand.self, ListCommand.self, CompareCommand.self, ReportCommand.self,
            ProbeCommand.self, MergeCommand.self, HistoryCommand.self,
        ]
    )
}

/// Runs the command and maps failures onto the exit codes of DESIGN.md: argument errors
/// exit 2 (swift-argument-parser's default would be 64), other errors exit 1.
@main
enum Entry {
    static func main() {
        RunInterruption.install()
        do {
            var command = try ViewPressure.parseAsRoot()
            try command.run()
        } catch {
            let code = ViewPressure.exitCode(for: error)
            let message = ViewPressure.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                exit(0)
            }
            if !message.isEmpty { FileHandleStream.standardError.write(message + "\n") }
            if code == .validationFailure { exit(ExitStatus.invalidUsage) }
            exit(code.rawValue)
        }
    }
}

/// The exit codes of the CLI contract (DESIGN.md).
enum ExitStatus {
    static let success: Int32 = 0
    static let runFailed: Int32 = 1
    static let invalidUsage: Int32 = 2
    static let regression: Int32 = 3
    static let leak: Int32 = 4
    static let invariantViolated: Int32 = 5
    static let budgetExceeded: Int32 = 6
}

/// Unbuffered writes to standard error.
enum FileHandleStream {
    case standardError

    func write(_ text: String) {
        var copy = text
        copy.withUTF8 { bytes in _ = Glibc.write(2, bytes.baseAddress, bytes.count) }
    }
}

/// The one line printed when a signal stopped a run.
enum InterruptionMessage {
    static func text(_ signal: Int32, results: String?) -> String {
        let name = signal == SIGTERM ? "SIGTERM" : signal == SIGINT ? "SIGINT" : "signal \(signal)"
        let saved = results.map { "; partial results written to \($0)" } ?? "; pass --results FILE to keep them"
        return "interrupted by \(name): stopped at the next step\(saved)\n"
    }
}
