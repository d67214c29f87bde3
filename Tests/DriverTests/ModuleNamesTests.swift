import Foundation
import Driver
import MemoryProbe
import Profiler
import Reports
import Results
import Testing
import ViewRuntime

/// A user's package imports Profiler, Results, Reports and Driver together (to write its own
/// runner or read its results): no public name may be ambiguous between them. This file imports all of
/// them without `@testable` and names the types that used to exist twice.
@Suite("Profiler, Results, Reports and Driver imported together")
struct ModuleNamesTests {
    @Test("the shared names resolve to one type each")
    func sharedNamesResolve() {
        let error: ReportsError = ReportsError(.traceConversion, "not a JSON object", path: "t.jsonl", line: 3)
        #expect(error.description == "t.jsonl:3: not a JSON object")
        let resultsError: ResultsError = ResultsError(.input, "is a directory, not a scenario file", path: "s.json")
        #expect(resultsError.description == "s.json: is a directory, not a scenario file")
        let line: TraceLine? = TraceLine.parse(#"{"seq": 1, "event": "step", "index": 0, "op": "launch"}"#)
        #expect(line?.op == "launch")
        #expect(TraceSchema.format == 1)
        var random = SplitMix64(seed: 1)
        _ = random.next()
        #expect(Statistics.median(ofSorted: [1, 2, 3]) == 2)
        #expect(Format.bytes(1024.0) == "1.0 KiB")
        #expect(ExitReason.leak.code == 4)
        #expect(ExitReason(code: 4) == .leak)
    }
}
