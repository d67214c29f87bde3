import Foundation
import MemoryProbe
import Testing

@testable import Results

/// Phases in results files of both layouts: the process peak in its own field (now) and in
/// the closing snapshot (`end.processResidentPeakBytes`, files written before it moved).
@Suite("Phase results decoding")
struct PhaseResultDecodingTests {
    static let oldPhase = """
        {"label": "push", "index": 1, "operations": 100, "allocatedBytes": 8388608, "freedBytes": 7340032,
         "allocations": 12000, "peakBytes": 2000000, "elapsedNanoseconds": 9000000, "liveControllers": 12,
         "end": {"allocatedBytes": 6000000, "activeBytes": 6400000, "metadataBytes": 900000, "residentBytes": 9000000,
                 "mappedBytes": 20000000, "retainedBytes": 4000000, "processResidentBytes": 25000000,
                 "processResidentPeakBytes": 30000000}}
        """

    @Test("an old-format phase keeps its process peak, read from end.processResidentPeakBytes")
    func decodesOldPhase() throws {
        let phase = try JSONDecoder().decode(PhaseResult.self, from: Data(Self.oldPhase.utf8))
        #expect(phase.processResidentPeakBytes == 30_000_000)
        #expect(phase.end == HeapSnapshotFixture.snapshot)
        #expect(phase.label == "push" && phase.peakBytes == 2_000_000 && phase.liveControllers == 12)
    }

    @Test("a phase is written with its process peak beside end, not in it, and reads back equal")
    func roundTripsNewPhase() throws {
        let phase = ReportsFixtures.richResults().phases[1]
        let data = try JSONEncoder().encode(phase)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["processResidentPeakBytes"] as? Int == 30_000_000)
        #expect((json["end"] as? [String: Any])?["processResidentPeakBytes"] == nil)
        #expect(try JSONDecoder().decode(PhaseResult.self, from: data) == phase)
    }

    @Test("a whole results file of the old layout is read, with each phase's peak")
    func readsOldResultsFile() throws {
        var results = ReportsFixtures.richResults()
        results.phases[0].processResidentPeakBytes = 31_000_000
        // Rewrite the file as an older version wrote it: the peak inside `end`.
        var json = try #require(try JSONSerialization.jsonObject(with: ResultsWriter.encode(results)) as? [String: Any])
        json["phases"] = (json["phases"] as? [[String: Any]])?.map { phase in
            var phase = phase
            var end = phase["end"] as? [String: Any] ?? [:]
            end["processResidentPeakBytes"] = phase.removeValue(forKey: "processResidentPeakBytes")
            phase["end"] = end
            return phase
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("old-phases-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        let read = try ResultsWriter.read(from: path)
        #expect(read.phases.map(\.processResidentPeakBytes) == results.phases.map(\.processResidentPeakBytes))
        #expect(read.phases == results.phases)
    }
}
