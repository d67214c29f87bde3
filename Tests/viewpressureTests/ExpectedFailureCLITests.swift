import Foundation
import Testing

/// `viewpressure run` with expected failures and run-time errors that point at the line.
@Suite("viewpressure run: expected failures and errors at the line (end to end)")
struct ExpectedFailureCLITests {
    static let text = """
        {"format": 1, "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "list"}, "list": {"type": "table", "rows": [20, 5]}},
         "steps": [{"op": "launch"},
           {"op": "batchUpdates", "rows": [21, 5], "expect": {"error": "EXPECTED", "message": "invalid number of rows"}},
           {"op": "assert", "rows": [20, 5]}]}
        """

    @Test("an expected inconsistent batch exits 0 and the summary lists it; the wrong exception exits 1 with FILE:LINE:COLUMN and the step's path")
    func expectedAndWrong() throws {
        let good = try RunCLITests.write(Self.text.replacingOccurrences(of: "EXPECTED", with: "NSInternalInconsistencyException"))
        let bad = try RunCLITests.write(Self.text.replacingOccurrences(of: "EXPECTED", with: "NSRangeException"))
        defer { for file in [good, bad] { try? FileManager.default.removeItem(atPath: file) } }
        let passed = try CLIRunner.run(["run", good, "--no-probe"])
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.contains("steps that failed as their \"expect\" declared:"), "\(passed.stdout)")
        #expect(
            passed.stdout.contains("\(good):4:4: steps[1] (batchUpdates): UIKit raised NSInternalInconsistencyException: Invalid update"),
            "\(passed.stdout)")
        let failed = try CLIRunner.run(["run", bad, "--quiet"])
        #expect(failed.status == 1)
        #expect(
            failed.stderr.contains(
                "error: \(bad):4:4: steps[1] (batchUpdates): expected NSRangeException containing \"invalid number of rows\", but UIKit raised NSInternalInconsistencyException"
            ),
            "\(failed.stderr)")
    }
}
