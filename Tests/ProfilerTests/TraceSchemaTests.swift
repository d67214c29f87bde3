import Foundation
import Results
import Testing

@testable import Profiler

/// The recorder writes Results' trace schema: every key it writes is a ``TraceSchema/Key``,
/// and Results' ``TraceLine`` reads each line back.
@Suite("Trace schema shared by the writer and the reader")
struct TraceSchemaTests {
    static let arguments: [TraceRecord.Arguments] = [
        .none, .animated(true), .parent("nav#1"), .parent(nil), .level("critical"), .segue("show"), .segue(nil),
        .size(width: 390, height: 844.5), .initialized(className: "Detail"), .step(index: 3, op: "push"),
        .message("a \"quoted\" message"), .phase("launch"), .unwind(segue: "done", source: "detail#2"), .unwind(segue: nil, source: "a#1"),
        .tableState(
            TableSnapshot(
                table: "list#1", rows: [20, 5], selected: [IndexPath(indexes: [0, 2])], selectedCount: 1001,
                visible: [IndexPath(indexes: [0, 0]), IndexPath(indexes: [1, 4])], visibleCount: 2000)),
    ]

    static func written(_ record: TraceRecord) -> String {
        var buffer: [UInt8] = []
        record.write(to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    @Test("every key the recorder writes is a TraceSchema key", arguments: 0..<arguments.count)
    func keysAreTheSchemas(index: Int) throws {
        var record = TraceRecord(seq: 7, controller: "detail#2", event: "viewWillAppear", arguments: Self.arguments[index])
        record.measurement = .init(allocatedBytes: 64, freedBytes: 16, exclusiveNanoseconds: 480, inclusiveNanoseconds: 900)
        record.timestamp = 13_080_663
        let text = Self.written(record)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        for key in object.keys { #expect(TraceSchema.Key(rawValue: key) != nil, "\(key) is not in TraceSchema.Key") }
    }

    @Test("Results' TraceLine reads back what the recorder wrote")
    func roundTrip() throws {
        var record = TraceRecord(seq: 9, controller: "list#1", event: "didMoveToParent", arguments: .parent("nav#1"))
        record.measurement = .init(allocatedBytes: 4096, freedBytes: 32, exclusiveNanoseconds: 480, inclusiveNanoseconds: 900)
        record.timestamp = 1234
        let line = try #require(TraceLine.parse(Self.written(record).trimmingCharacters(in: .newlines)))
        #expect(line.seq == 9)
        #expect(line.controller == "list#1")
        #expect(line.event == "didMoveToParent")
        #expect(line.parent == "nav#1")
        #expect(line.allocatedBytes == 4096)
        #expect(line.freedBytes == 32)
        #expect(line.ns == 480)
        #expect(line.ts == 1234)
        #expect(line.dur == 900)

        let step = try #require(
            TraceLine.parse(
                Self.written(
                    TraceRecord(
                        seq: 1, controller: nil, event: TraceSchema.Event.step.rawValue,
                        arguments: .step(index: 0, op: "launch")))))
        #expect(step.event == "step")
        #expect(step.index == 0)
        #expect(step.op == "launch")
        #expect(step.controller == nil)
    }

    @Test("a trace that cannot be written is a ResultsError with code traceRecording, worded as before")
    func recordingError() {
        let error = #expect(throws: ResultsError.self) { _ = try TraceRecorder(path: "/nonexistent-dir/trace.jsonl") }
        #expect(error?.code == .traceRecording)
        #expect(error?.description.hasPrefix("cannot write trace /nonexistent-dir/trace.jsonl: ") == true)
    }
}

extension TraceSchemaTests {
    @Test("a tableState line writes the table, its rows and its index paths as JSON arrays, with the counts only when the lists are cut")
    func tableStateLine() throws {
        let cut = TraceSchemaTests.written(TraceRecord(seq: 3, controller: nil, event: "tableState", arguments: Self.arguments.last!))
        #expect(
            cut
                == #"{"seq": 3, "event": "tableState", "table": "list#1", "rows": [20, 5], "selected": [[0, 2]], "selectedCount": 1001, "visible": [[0, 0], [1, 4]], "visibleCount": 2000}"#
                + "\n")
        let whole = TableSnapshot(table: "t", rows: [0], selected: [], selectedCount: 0, visible: [], visibleCount: 0)
        #expect(
            TraceSchemaTests.written(TraceRecord(seq: 4, controller: nil, event: "tableState", arguments: .tableState(whole)))
                == #"{"seq": 4, "event": "tableState", "table": "t", "rows": [0], "selected": [], "visible": []}"# + "\n")
        #expect(TraceLine.parse(cut.trimmingCharacters(in: .newlines))?.event == "tableState")
    }
}
