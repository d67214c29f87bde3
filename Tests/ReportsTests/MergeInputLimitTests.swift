import Foundation
@testable import Results
import Testing

@testable import Reports

/// `merge` holds all its inputs at once: together they are bounded as one results file is,
/// so many shards each under the limit cannot add up past the budget.
@Suite("Merge inputs under one allowance")
struct MergeInputLimitTests {
    @Test("shards that fit one by one but not together are refused at the one that crosses, naming the files before it")
    func sharedAllowance() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merge-limit-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try (1...3).map { index in
            let path = directory.appendingPathComponent("s\(index).json").path
            try ResultsWriter.write(ReportsFixtures.richResults(), to: path)
            return path
        }
        let size = try #require(FileManager.default.attributesOfItem(atPath: paths[0])[.size] as? Int)
        // Room for two and a half files.
        let limit = InputLimit(budgetBytes: size * 5 / 2 * InputLimit.Kind.results.amplification, budgetSource: "--budget-mb test")
        #expect(try ResultsWriter.readAll(from: Array(paths.prefix(2)), limit: limit).count == 2)
        for path in paths { #expect(throws: Never.self) { _ = try ResultsWriter.read(from: path) } }
        do {
            _ = try ResultsWriter.readAll(from: paths, limit: limit)
            Issue.record("three files past the allowance were read")
        } catch let error as ResultsError {
            #expect(error.code == .results)
            #expect(error.path == paths[2])
            #expect(error.message.contains("\(size) bytes, more than the"), "\(error.message)")
            #expect(error.message.contains("less what the 2 results files read before it take (\(2 * size) bytes)"), "\(error.message)")
            #expect(error.message.contains("--budget-mb raises it"), "\(error.message)")
        }
    }
}
