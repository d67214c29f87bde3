import Foundation
import Testing

@testable import Results

/// The streamed results encoding must be byte for byte what `JSONEncoder` writes, so that
/// every reader (`report`, `compare`, `merge`, Reports' decoders) and every stored file agree.
@Suite("Results written in pieces")
struct ResultsStreamEncoderTests {
    static func whole(_ results: RunResults) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(results)
        data.append(0x0A)
        return data
    }

    static var cases: [RunResults] {
        var empty = ReportsFixtures.results(metrics: [])
        empty.controllersFolded = 0
        var rich = ReportsFixtures.richResults()
        rich.controllersFolded = 99_802
        rich.soak = nil
        var nested = rich
        nested.scenes = [SceneResult(scene: "detail", instances: 3, viewLoads: 4, viewUnloads: 1, totals: LedgerTotals())]
        nested.controllers = [rich.controllers[0]]
        return [empty, rich, nested]
    }

    @Test("the pieces join to the bytes JSONEncoder writes", arguments: 0..<3)
    func sameBytes(index: Int) throws {
        let results = Self.cases[index]
        var pieces = 0
        var streamed = Data()
        try ResultsStreamEncoder().encode(results) { piece in
            pieces += 1
            streamed.append(piece)
        }
        let expected = try Self.whole(results)
        #expect(streamed == expected, "first difference at byte \(zip(streamed, expected).prefix { $0 == $1 }.count)")
        #expect(try JSONDecoder().decode(RunResults.self, from: streamed) == results)
        // Each long array's elements come one at a time.
        #expect(pieces >= results.controllers.count + results.timeline.count)
    }

    @Test("a written file reads back equal, with the folded count")
    func writeAndRead() throws {
        let results = Self.cases[1]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ResultsWriter.write(results, to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Self.whole(results))
        #expect(try ResultsWriter.read(from: path).controllersFolded == 99_802)
    }
}
