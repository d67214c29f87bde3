import Testing
import Results
@testable import Profiler

/// The bounded memory timeline keeps an even picture of a run of any length, including a soak
/// whose memory warnings force a sample every few steps.
struct TimelineThinningTests {
    static func sample(_ seq: Int) -> TimelineSample {
        TimelineSample(
            seq: seq, timeNanoseconds: UInt64(seq), allocatedBytes: 0, activeBytes: 0, residentBytes: 0, liveControllers: 0, pooledCells: 0)
    }

    /// Drives `steps` steps with a forced sample (a warning) every `warningEvery` steps, as the profiler does.
    static func run(steps: Int, warningEvery: Int) -> [Int] {
        var timeline = Timeline()
        for step in 0..<steps {
            if timeline.stepIsDue(), timeline.shouldSample() { timeline.append(sample(step)) }
            if step % warningEvery == warningEvery - 1, timeline.admitsForced() { timeline.append(sample(step)) }
        }
        return timeline.samples.map(\.seq)
    }

    @Test("a million steps with a warning every 5: the samples still cover the whole run evenly")
    func forcedSamplesDoNotCrowdOutThePast() {
        let steps = 1_000_000
        let seqs = Self.run(steps: steps, warningEvery: 5)
        #expect(seqs.count <= Timeline.capacity)
        #expect(seqs.count >= Timeline.capacity / 4, "\(seqs.count)")
        #expect(seqs == seqs.sorted())
        // Every tenth of the run holds about a tenth of the samples (before the fix, the first
        // nine tenths held one sample between them).
        for decile in 0..<10 {
            let inside = seqs.filter { $0 >= decile * steps / 10 && $0 < (decile + 1) * steps / 10 }.count
            #expect(Double(inside) > Double(seqs.count) * 0.05, "decile \(decile): \(inside) of \(seqs.count)")
        }
        #expect(seqs.last! > steps - steps / 50)
    }

    @Test("a short run keeps every forced sample")
    func shortRunKeepsEveryWarning() {
        let seqs = Self.run(steps: 100, warningEvery: 5)
        #expect(seqs.count == 120)
    }
}
