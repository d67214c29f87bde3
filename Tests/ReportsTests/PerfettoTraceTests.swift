import Foundation
import MemoryProbe
import Testing

@testable import Reports

/// The Perfetto / Chrome trace output: structure, nesting, clocks and streaming.
@Suite("Perfetto trace", .serialized)
struct PerfettoTraceTests {
    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("vp-\(UUID().uuidString)-\(name)").path
    }

    /// Checks the Trace Event Format invariants; returns the events for further checks.
    static func validate(_ path: String) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(root["displayTimeUnit"] as? String == "ns")
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        var lastTime: [String: Double] = [:]
        var stacks: [Int: [Double]] = [:]
        for event in events {
            let ph = try #require(event["ph"] as? String)
            #expect(event["pid"] is NSNumber, "pid missing: \(event)")
            #expect(event["name"] is String, "name missing: \(event)")
            if ph == "M" { continue }
            let ts = try #require((event["ts"] as? NSNumber)?.doubleValue, "ts missing: \(event)")
            let track: String
            switch ph {
            case "X":
                let dur = try #require((event["dur"] as? NSNumber)?.doubleValue, "dur missing: \(event)")
                #expect(dur >= 0)
                let tid = try #require((event["tid"] as? NSNumber)?.intValue)
                track = "tid \(tid)"
                var stack = stacks[tid] ?? []
                while let top = stack.last, top <= ts { stack.removeLast() }
                if let parentEnd = stack.last { #expect(ts + dur <= parentEnd + 1e-9, "slice \(event) overlaps its parent's end \(parentEnd)") }
                stack.append(ts + dur)
                stacks[tid] = stack
            case "i":
                #expect(["g", "p", "t"].contains(event["s"] as? String ?? ""), "instant scope: \(event)")
                track = "tid \((event["tid"] as? NSNumber)?.intValue ?? -1)"
            case "C":
                let args = try #require(event["args"] as? [String: Any])
                #expect(args["value"] is NSNumber)
                track = "counter \(event["name"] as? String ?? "")"
            default:
                Issue.record("unexpected phase \(ph)")
                continue
            }
            if let previous = lastTime[track] { #expect(ts >= previous, "ts goes back on \(track): \(previous) then \(ts)") }
            lastTime[track] = ts
        }
        return events
    }

    @Test("probe-on trace: nested X slices, init/deinit and step instants, global warning instants, counters")
    func structureWithProbe() throws {
        let trace = Self.temporary("trace.jsonl"), output = Self.temporary("trace.json")
        defer { unlink(trace); unlink(output) }
        let count = try TraceFixture.write(to: trace, events: 2_000, probe: true)
        let summary = try PerfettoTraceConverter.convert(trace: trace, results: ReportsFixtures.richResults(), to: output)
        #expect(summary.lines == count)
        #expect(!summary.syntheticClock)
        #expect(summary.clampedSlices == 0)
        #expect(summary.counters == 41 * 5)
        let events = try Self.validate(output)
        let slices = events.filter { $0["ph"] as? String == "X" }
        #expect(slices.count == summary.slices)
        // The nav's layout pass contains the detail's loadView: nesting survived.
        let layout = try #require(slices.first { ($0["name"] as? String) == "viewWillLayoutSubviews nav#1" })
        let load = try #require(slices.first { ($0["name"] as? String) == "loadView detail#3" })
        let (lt, ld) = ((layout["ts"] as! NSNumber).doubleValue, (layout["dur"] as! NSNumber).doubleValue)
        let (ct, cd) = ((load["ts"] as! NSNumber).doubleValue, (load["dur"] as! NSNumber).doubleValue)
        #expect(lt <= ct && ct + cd <= lt + ld)
        #expect((load["args"] as? [String: Any])?["allocatedBytes"] as? Int == 900)
        let warnings = events.filter { ($0["name"] as? String) == "memoryWarning (critical)" }
        #expect(!warnings.isEmpty && warnings.allSatisfy { $0["ph"] as? String == "i" && $0["s"] as? String == "g" })
        #expect(events.contains { $0["ph"] as? String == "i" && ($0["name"] as? String) == "init detail#3" })
        let counterNames = Set(events.filter { $0["ph"] as? String == "C" }.compactMap { $0["name"] as? String })
        #expect(counterNames == ["allocatedBytes", "activeBytes", "residentBytes", "liveControllers", "pooledCells"])
    }

    @Test("probe-off trace: seq is a synthetic clock of 1 us per seq and the output is still valid")
    func syntheticClock() throws {
        let trace = Self.temporary("trace.jsonl"), output = Self.temporary("trace.json")
        defer { unlink(trace); unlink(output) }
        _ = try TraceFixture.write(to: trace, events: 500, probe: false)
        let summary = try PerfettoTraceConverter.convert(trace: trace, results: nil, to: output)
        #expect(summary.syntheticClock)
        let events = try Self.validate(output)
        let first = try #require(events.first { $0["ph"] as? String == "X" })
        #expect((first["args"] as? [String: Any])?["seq"] as? Int == 3)
        #expect((first["ts"] as? NSNumber)?.doubleValue == 3)
        #expect((first["dur"] as? NSNumber)?.doubleValue == 1)
    }

    @Test("a child that outlives its parent is clamped, so the track stays strictly nested")
    func clamping() throws {
        let trace = Self.temporary("trace.jsonl"), output = Self.temporary("trace.json")
        defer { unlink(trace); unlink(output) }
        try Data("""
            {"format":1}
            {"seq":1,"controller":"a#1","event":"viewWillAppear","ts":1000,"dur":5000}
            {"seq":2,"controller":"b#1","event":"viewWillAppear","ts":2000,"dur":9000}
            {"seq":3,"controller":"c#1","event":"viewDidLoad","ts":1500,"dur":100}
            {"seq":4,"event":"diagnostic","message":"x \\"quoted\\"\\n"}
            {"seq":5,"controller":"d#1","event":"viewDid
            """.utf8).write(to: URL(fileURLWithPath: trace))
        let summary = try PerfettoTraceConverter.convert(trace: trace, results: nil, to: output)
        #expect(summary.clampedSlices == 2)
        let events = try Self.validate(output)
        #expect(events.contains { (($0["args"] as? [String: Any])?["message"] as? String) == "x \"quoted\"\n" })
    }

    @Test("malformed lines and other formats are refused with file and line")
    func malformed() throws {
        let trace = Self.temporary("trace.jsonl"), output = Self.temporary("trace.json")
        defer { unlink(trace); unlink(output) }
        try Data("{\"seq\":1,\"event\":\"step\"}\nnot json\n{}\n".utf8).write(to: URL(fileURLWithPath: trace))
        let error = #expect(throws: ReportsError.self) { try PerfettoTraceConverter.convert(trace: trace, results: nil, to: output) }
        #expect(error?.code == .traceConversion)
        #expect(error?.line == 2)
        #expect(!FileManager.default.fileExists(atPath: output))
        try Data("{\"format\":2}\n".utf8).write(to: URL(fileURLWithPath: trace))
        let other = #expect(throws: ReportsError.self) { try PerfettoTraceConverter.convert(trace: trace, results: nil, to: output) }
        #expect(other?.code == .traceConversion)
        #expect(other?.message.contains("trace format 2") == true)
    }

    // The time limit only stops a runaway conversion: this is a memory test, and on a loaded
    // two-core machine (debug build) it takes 35 to 65 s.
    @Test("a 1,000,000-event trace streams through in bounded memory", .timeLimit(.minutes(3)))
    func streaming() throws {
        let trace = Self.temporary("big.jsonl"), output = Self.temporary("big.json")
        defer { unlink(trace); unlink(output) }
        let count = try TraceFixture.write(to: trace, events: 1_000_000, probe: true)
        let traceBytes = try #require(FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int)
        let probe = try AllocatorProbe()
        let (summary, peak) = try probe.measuringPeak { try PerfettoTraceConverter.convert(trace: trace, results: nil, to: output) }
        #expect(summary.lines == count)
        #expect(summary.clampedSlices == 0)
        #expect(summary.slices + summary.instants == count)
        // The trace is ~150 MB; the converter's live heap stays under 4 MiB.
        #expect(traceBytes > 100_000_000)
        #expect(peak < 4 << 20, "peak live bytes \(peak)")
        // The output ends well-formed (full structure is validated on smaller traces).
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: output))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size - 200)
        let tail = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        #expect(tail.hasSuffix("\"clock\":\"probe: ts and dur are microseconds since the run's start (the trace file's nanoseconds divided by 1000, exactly)\"}}\n"))
    }

    @Test("phase markers are named by their labels, and the clock note says what ts and dur hold")
    func phaseNamesAndClockNote() throws {
        let trace = Self.temporary("phases.jsonl"), output = Self.temporary("phases.json")
        defer { unlink(trace); unlink(output) }
        let lines = [
            #"{"seq": 0, "event": "phase", "label": "launch", "ts": 2330787}"#,
            #"{"seq": 1, "controller": "home#1", "event": "viewDidLoad", "ts": 2951330, "dur": 41500}"#,
            #"{"seq": 2, "event": "phase", "label": "churn", "ts": 424216212}"#,
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: trace))
        _ = try PerfettoTraceConverter.convert(trace: trace, results: nil, to: output)
        let events = try Self.validate(output)
        let phases = events.filter { ($0["name"] as? String)?.hasPrefix("phase") == true }
        #expect(phases.compactMap { $0["name"] as? String } == ["phase: launch", "phase: churn"])
        #expect(phases.allSatisfy { ($0["args"] as? [String: Any])?["label"] != nil })
        let load = try #require(events.first { ($0["name"] as? String) == "viewDidLoad home#1" })
        // The trace's ns, in microseconds, exactly: what the clock note says.
        #expect((load["ts"] as? NSNumber)?.doubleValue == 2951.33)
        #expect((load["dur"] as? NSNumber)?.doubleValue == 41.5)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        let clock = (document?["otherData"] as? [String: Any])?["clock"] as? String
        #expect(clock == "probe: ts and dur are microseconds since the run's start (the trace file's nanoseconds divided by 1000, exactly)")
    }
}
