import Foundation
import Testing

@testable import Results

/// Writes the rich fixture's results to `$REPORT_FIXTURE_OUT` for `scripts/screenshot-report`
/// (skipped unless the variable is set).
@Test("write the report fixture (REPORT_FIXTURE_OUT)", .enabled(if: ProcessInfo.processInfo.environment["REPORT_FIXTURE_OUT"] != nil))
func writeReportFixture() throws {
    let path = ProcessInfo.processInfo.environment["REPORT_FIXTURE_OUT"]!
    try ResultsWriter.write(ReportsFixtures.richResults(), to: path)
}
