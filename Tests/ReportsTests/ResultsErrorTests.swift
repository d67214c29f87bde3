import Foundation
import Testing

@testable import Results

/// Results' one error type: the results file, the bounded input reader, stacks files and the
/// trace writer each say what failed in its code, in the words the CLI prints (it exits 2).
@Suite("ResultsError: one error shape, a code per failure")
struct ResultsErrorTests {
    @Test("an input that cannot be opened is code input, worded PATH: REASON")
    func inputCode() {
        let path = "/nonexistent-dir/results.json"
        let error = #expect(throws: ResultsError.self) { _ = try BoundedInput.read(path, kind: .results) }
        #expect(error?.code == .input)
        #expect(error?.description == "\(path): no such file")
    }

    @Test("a results file that cannot be read is code results, naming the file once")
    func resultsCode() {
        let path = "/nonexistent-dir/results.json"
        let error = #expect(throws: ResultsError.self) { _ = try ResultsWriter.read(from: path) }
        #expect(error?.code == .results)
        #expect(error?.description == "\(path): cannot read the results file: no such file")
    }

    @Test("the description: PATH:LINE: MESSAGE, PATH: MESSAGE, MESSAGE, and a trace that cannot be written")
    func descriptions() {
        #expect(ResultsError(.input, "is not UTF-8 text", path: "s.json", line: 2).description == "s.json:2: is not UTF-8 text")
        #expect(ResultsError(.results, "not a results file", path: "r.json").description == "r.json: not a results file")
        #expect(ResultsError(.stacks, "x.folded:2: expected").description == "x.folded:2: expected")
        #expect(
            ResultsError(.traceRecording, "No such file or directory", path: "/x/t.jsonl").description
                == "cannot write trace /x/t.jsonl: No such file or directory")
    }

    @Test("every code has a distinct raw value, for logs and tests")
    func codesDistinct() {
        #expect(Set(ResultsError.Code.allCases.map(\.rawValue)).count == ResultsError.Code.allCases.count)
    }
}
