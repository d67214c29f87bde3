import Foundation
import Results
import Testing

@testable import Reports

/// The JSON Lines history store: round trip, refusals, concurrent appends.
@Suite("History store")
struct HistoryStoreTests {
    final class Scratch {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vp-history-\(UUID().uuidString)").path
        init() { try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
    }

    static func record(_ commit: String, bytes: Double = 4096) -> HistoryRecord {
        let results = ReportsFixtures.results(metrics: [.exact("a.bytes", bytes, unit: "B"), .timing("a.ns", samples: [10, 11, 12])])
        return HistoryRecord(results: results, commit: commit, branch: "main", time: "2026-11-23T08:00:00Z")
    }

    @Test("appended records read back in order, samples included; a missing store is empty")
    func roundTrip() throws {
        let scratch = Scratch()
        let store = HistoryStore(path: scratch.file("sub/history.jsonl"))
        #expect(try store.records().isEmpty)
        try store.append(Self.record("c1"))
        try store.append(Self.record("c2", bytes: 4097))
        let records = try store.records()
        #expect(records.map(\.commit) == ["c1", "c2"])
        #expect(records[1].metrics.first { $0.name == "a.ns" }?.samples == [10, 11, 12])
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.hasPrefix(HistoryStore.header + "\n"))
        #expect(text.split(separator: "\n").count == 3)
    }

    @Test("a foreign file is refused, for reading and appending, and left alone")
    func foreignFile() throws {
        let scratch = Scratch()
        let path = scratch.file("results.json")
        try Data(#"{"format": 1, "kind": "bench"}"#.utf8).write(to: URL(fileURLWithPath: path))
        let store = HistoryStore(path: path)
        let error = #expect(throws: ReportsError.self) { try store.records() }
        #expect(error?.code == .history)
        #expect(error?.message.contains("not a viewpressure history store") == true)
        #expect(throws: ReportsError.self) { try store.append(Self.record("c1")) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"format": 1, "kind": "bench"}"#)
    }

    @Test("a corrupt line and a torn last line are refused with their line numbers")
    func corruptLines() throws {
        let scratch = Scratch()
        let store = HistoryStore(path: scratch.file("h.jsonl"))
        try store.append(Self.record("c1"))
        let good = try String(contentsOfFile: store.path, encoding: .utf8)
        try Data((good + "{\"commit\": 3}\n").utf8).write(to: URL(fileURLWithPath: store.path))
        let corrupt = #expect(throws: ReportsError.self) { try store.records() }
        #expect(corrupt?.code == .history)
        #expect(corrupt?.message.contains("line 3 is not a history record") == true)
        try Data((good + "{\"commit\":").utf8).write(to: URL(fileURLWithPath: store.path))
        let torn = #expect(throws: ReportsError.self) { try store.records() }
        #expect(torn?.code == .history)
        #expect(torn?.message.contains("line 3 is incomplete") == true)
        let append = #expect(throws: ReportsError.self) { try store.append(Self.record("c2")) }
        #expect(append?.code == .history)
        #expect(append?.message.contains("line 3 is incomplete") == true)
    }

    @Test("200 appends from 8 threads at once leave 200 whole records")
    func concurrentAppends() throws {
        let scratch = Scratch()
        let store = HistoryStore(path: scratch.file("h.jsonl"))
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            try? store.append(Self.record("c\(index)"))
        }
        let records = try store.records()
        #expect(records.count == 200)
        #expect(Set(records.map(\.commit)).count == 200)
    }
}
