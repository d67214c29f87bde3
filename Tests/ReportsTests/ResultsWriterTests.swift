import Foundation
import MemoryProbe
@testable import Results
import Testing

@testable import Reports

@Suite("Results files")
struct ResultsWriterTests {
    static func sampleResults() throws -> RunResults {
        let environment = RunEnvironment(
            allocator: try AllocatorEnvironment.current(), swiftVersion: "Swift 6.3.1", build: "debug",
            machine: .init(cpu: "test", cores: 2, memoryBytes: 1 << 30, os: "Linux"), toolVersion: "0.0.0"
        )
        var results = RunResults(kind: .run, name: "sample", environment: environment)
        results.tables = [
            TableResult(table: "list#1", identifier: "row", cellsCreated: 22, dequeues: 100_000, reused: 99_978, poolHighWater: 3, cellsDiscarded: 0)
        ]
        results.leaks = [LeakResult(controller: "leaky#1", class: "ContentController", departure: "pop", path: ["leaky#1", "onTap", "self"])]
        results.controllers = [
            ControllerResult(
                controller: "detail#1", scene: "detail", class: "C", viewLoads: 2, viewUnloads: 1, deallocated: true, totals: LedgerTotals())
        ]
        results.metrics = [.exact("bytes", 42, unit: "B"), .timing("push", samples: [3, 1, 2])]
        return results
    }

    @Test("results round-trip through JSON with the contract's keys")
    func roundTrip() throws {
        let results = try Self.sampleResults()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ResultsWriter.write(results, to: path)
        #expect(try ResultsWriter.read(from: path) == results)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(json?["format"] as? Int == 1)
        let table = (json?["tables"] as? [[String: Any]])?.first
        #expect(table?["table"] as? String == "list#1")
        #expect(table?["reused"] as? Int == 99_978)
        #expect((json?["leaks"] as? [[String: Any]])?.first?["controller"] as? String == "leaky#1")
        #expect((json?["controllers"] as? [[String: Any]])?.first?["viewLoads"] as? Int == 2)
        #expect(results.metrics[1].value == 2)
    }

    @Test("an atomic write leaves no temporary file and replaces the old file whole")
    func atomicWrite() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("r.json").path
        try ResultsWriter.writeAtomically(Data("old".utf8), to: path)
        try ResultsWriter.writeAtomically(Data("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["r.json"])
    }

    @Test("a results file of another format is refused, naming the format")
    func refusesOtherFormats() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("f2-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"{"format": 2}"#.utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: ResultsError.self) { try ResultsWriter.read(from: path) }
        #expect(error?.code == .results)
        #expect(error?.message.contains("results format 2 is not supported") == true)
    }
}
