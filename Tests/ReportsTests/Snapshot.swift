import Foundation
import Testing

/// Compares `actual` with the golden file `Snapshots/<name>` beside this file; with
/// `RECORD_SNAPSHOTS=1` it (re)records the file instead. A missing golden file fails.
func assertSnapshot(_ actual: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no golden file \(url.path); run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    if actual != expected {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            (0..<min(actualLines.count, expectedLines.count)).first { actualLines[$0] != expectedLines[$0] }
            ?? min(actualLines.count, expectedLines.count)
        let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
        let want = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
        Issue.record(
            "\(name) differs from its golden file at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)\n(RECORD_SNAPSHOTS=1 re-records)",
            sourceLocation: sourceLocation)
    }
}
