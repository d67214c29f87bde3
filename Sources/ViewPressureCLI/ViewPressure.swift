import ArgumentParser
import Foundation
public import Driver
import Results
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The `viewpressure` command: a thin front end over MemoryProbe, the Driver (which runs the
/// runtime under the Profiler) and Reports.
struct ViewPressure: ParsableCommand {
    /// The name the process was started by (`mailapp-profiler` for a team's own executable),
    /// so `--help` and usage lines name the command the user typed.
    static var executableName: String {
        let path = CommandLine.arguments.first ?? "viewpressure"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.isEmpty || name.hasSuffix(".xctest") ? "viewpressure" : name
    }

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: executableName,
            abstract: "Headless view-controller memory & lifecycle profiler, measured with jemalloc.",
            discussion: """
                Exit codes: 0 success; 1 the run failed; 2 invalid usage or input; 3 a regression \
                against the baseline; 4 a leak; 5 a lifecycle invariant violated, or a table reuse failure \
                (cells returned that were never dequeued); 6 a memory budget exceeded or a memory limit not survived.
                """,
            subcommands: [
                RunCommand.self, BenchCommand.self, SoakCommand.self, ListCommand.self, CompareCommand.self, ReportCommand.self,
                ProbeCommand.self, MergeCommand.self, HistoryCommand.self, StacksCommand.self,
            ]
        )
    }
}

/// The whole `viewpressure` command line, as a library: `viewpressure` itself is
/// `ViewPressureCLI.main()`, and a team's own profiler executable is the same CLI with its
/// scenes registered:
///
/// ```swift
/// import Driver
/// import ViewPressureCLI
///
/// @main enum MailAppProfiler {
///     static func main() {
///         var scenes = SceneRegistry()
///         scenes.register("Inbox") { try $0.int("messages", in: 0...1_000_000, default: 1000) }
///             make: { runtime, messages in InboxController(runtime: runtime, messages: messages) }
///         ViewPressureCLI.main(scenes: scenes)
///     }
/// }
/// ```
///
/// Every subcommand (`run`, `bench`, `soak`, `list`, `compare`, `report`, `history`,
/// `merge`, `probe`) is there; scenario files may use `{"type": "custom", "class": ...}`
/// scenes of the registered classes. Call it once, from `main`: it parses the process's
/// arguments, installs the SIGINT and SIGTERM handlers, runs the command and exits with the
/// CLI's exit code (it never returns).
public enum ViewPressureCLI {
    /// Runs the command line with `scenes` registered, and exits.
    public static func main(scenes: SceneRegistry = SceneRegistry(), arguments: [String]? = nil) -> Never {
        CLIScenes.shared.withLock { $0 = scenes }
        Entry.main(arguments: arguments)
    }
}

/// The registry `ViewPressureCLI.main(scenes:)` was given, for the commands that parse
/// scenarios (swift-argument-parser builds the commands, so they cannot be handed it).
enum CLIScenes {
    static let shared = Mutex(SceneRegistry())
    static var current: SceneRegistry { shared.withLock { $0 } }
}

/// Runs the command and maps failures onto the CLI's exit codes: argument errors exit 2
/// (swift-argument-parser's default would be 64), other errors exit 1.
enum Entry {
    static func main(arguments: [String]?) -> Never {
        RunInterruption.install()
        do {
            var command = try ViewPressure.parseAsRoot(arguments)
            StopDiscipline.apply(to: command)
            try MemoryCeiling.apply(to: &command)
            try command.run()
            // A command that finished its work after the first signal still ends as stopped.
            if let signal = StopRequest.requested { stopped(signal) }
            exit(0)
        } catch {
            if let signal = StopRequest.requested, !(error is ExitCode) { stopped(signal) }
            let code = ViewPressure.exitCode(for: error)
            let message = namedForUser(ViewPressure.fullMessage(for: error))
            if code == .success {
                if !message.isEmpty { print(message) }
                exit(0)
            }
            if !message.isEmpty { FileHandleStream.standardError.write(message + "\n") }
            if code == .validationFailure { exit(ExitReason.invalidUsage.code) }
            exit(code.rawValue)
        }
    }

    /// Ends the process as stopped by `signal`: 128 + the signal (130, 143).
    static func stopped(_ signal: Int32) -> Never {
        FileHandleStream.standardError.write("viewpressure: stopped by \(StopRequest.name(signal))\n")
        exit(ExitReason.interrupted(signal: signal).code)
    }

    /// Help and usage text with the examples' `viewpressure CMD` written as the executable the
    /// user ran (`defects-profiler soak ...` from a team's profiler).
    static func namedForUser(_ text: String, executable: String = ViewPressure.executableName) -> String {
        guard executable != "viewpressure" else { return text }
        var result = "", rest = Substring(text)
        while let range = rest.range(of: "viewpressure ") {
            let before = rest[..<range.lowerBound]
            let previous = before.last ?? (result.last ?? " ")
            let next = rest[range.upperBound...].first
            result += before
            // Only the command: not a path (.viewpressure/) or a word inside another.
            if !(previous.isLetter || previous.isNumber || previous == "." || previous == "/" || previous == "-"), next?.isLowercase == true {
                result += executable + " "
            } else {
                result += "viewpressure "
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
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
