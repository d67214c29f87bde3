import Foundation
import Testing

/// Runs one test of this test binary in a child process of its own, where no other suite runs:
/// the process's memory figures (RSS, anonymous memory, VmHWM) then move only with what the
/// test does. In the parent the test starts the child and checks its exit status; in the child
/// (``isChild``) it measures. Other suites run in parallel in the parent, and their frees, purges
/// and peak resets move those process-wide figures under any test that reads them there.
enum AloneInProcess {
    /// Set in the child's environment.
    static let variable = "VIEWPRESSURE_ALONE_IN_PROCESS"

    /// Whether this process is the child that runs the test alone.
    static var isChild: Bool { ProcessInfo.processInfo.environment[variable] != nil }

    /// Runs the Swift Testing test `filter` (`Suite/function`) in a child of this test binary, and
    /// records an issue with the child's output unless it exits 0 having run exactly one test.
    static func run(_ filter: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
        var environment = ProcessInfo.processInfo.environment
        environment[variable] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && text.contains("Test run with 1 test"),
                "\(filter), alone in a process, exited \(process.terminationStatus):\n\(text)", sourceLocation: sourceLocation)
    }
}
