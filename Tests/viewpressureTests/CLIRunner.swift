import Foundation

/// Runs the built `viewpressure` binary as a child process, as a user would.
struct CLIRunner {
    struct Result {
        var status: Int32
        /// Whether the child was killed by a signal (a trap is SIGILL or SIGTRAP, an abort SIGABRT):
        /// then `status` is the signal's number.
        var signaled = false
        var stdout: String
        var stderr: String

        /// Standard output parsed as a JSON object.
        func json() throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            guard let dictionary = object as? [String: Any] else { throw CLIError.notAnObject(stdout) }
            return dictionary
        }
    }

    enum CLIError: Error { case binaryNotFound(String), notAnObject(String) }

    /// The `viewpressure` binary next to the test bundle (SwiftPM builds it because the test
    /// target depends on it), or `$VIEWPRESSURE_BINARY`.
    static func binary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["VIEWPRESSURE_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("viewpressure")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CLIError.binaryNotFound(CommandLine.arguments[0])
    }

    /// Starts `viewpressure` with `arguments`, its output discarded, and returns the running
    /// process (for tests that signal it).
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["MALLOC_CONF"] = nil
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `viewpressure` with `arguments`; `environment` entries are added to (or, with a
    /// nil value, removed from) the current environment.
    static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> Result {
        try run(executable: try binary(), arguments, environment: environment)
    }

    /// Runs `executable` (the binary, or a shell that execs it) with `arguments`, as ``run(_:environment:)``.
    static func run(executable: URL, _ arguments: [String], environment: [String: String?] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["MALLOC_CONF"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }
}
