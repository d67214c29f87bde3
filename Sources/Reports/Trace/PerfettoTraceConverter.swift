import Foundation
package import Results

/// Converts a trace file (format 1, JSON Lines) and, optionally, its run's results into a
/// Chrome / Perfetto trace (Trace Event Format JSON) that ui.perfetto.dev and
/// chrome://tracing open.
///
/// ## Output
/// `{"traceEvents": [...], "displayTimeUnit": "ns", "otherData": {...}}` with, on process 1:
/// - complete events (`"ph": "X"`, `ts`/`dur` in microseconds) for callbacks on track
///   (`tid`) 1, `lifecycle`, strictly nested: a child that would end after its parent is
///   clamped to the parent's end, and a begin earlier than the previous one is moved to it
///   (both counted in ``Summary/clampedSlices``; 0 for a trace from a correct profiler);
/// - instants (`"ph": "i"`, `"s": "t"`) for `init`, `deinit` and steps on track 1;
///   global instants (`"s": "g"`) for memory warnings; process instants for diagnostics;
/// - counter tracks (`"ph": "C"`) `allocatedBytes`, `activeBytes`, `residentBytes`,
///   `liveControllers` and `pooledCells` from the results' timeline, when results are given.
///
/// ## Clocks
/// When the first event line has `ts` (probe on), `ts`/`dur` (ns) are used as they are.
/// Otherwise (probe off) `seq` is a synthetic clock of 1 us per seq: each callback becomes a
/// 1 us slice at its seq. Format 1 has no end markers, so without `dur` no nesting can be
/// known: the slices are siblings in delivery order, which is valid and honest; events
/// without `seq` take the previous event's time. Timeline counters use the same clock
/// (`timeNanoseconds`, or `seq` when synthetic).
///
/// ## Cost
/// Streams: the trace is read line by line (``LineReader``) and the output written through a
/// 64 KiB buffer, so memory is bounded by the longest line, the nesting depth and the
/// buffer, whatever the trace's size; a line may have at most a results file's share of the
/// memory budget. Output goes to a temporary file (`.NAME.PID.RANDOM.tmp`, removed on any
/// error or stop, and, left by a killed process, at the next conversion into the same
/// directory) renamed into place. A SIGINT or SIGTERM (``StopRequest``) stops the reading.
public enum PerfettoTraceConverter {
    /// What a conversion wrote.
    package struct Summary: Sendable, Hashable {
        public var lines = 0
        package var slices = 0
        package var instants = 0
        public var counters = 0
        /// Slices whose begin or end was adjusted to keep the track strictly nested.
        package var clampedSlices = 0
        /// Whether `seq` was used as the clock (the trace had no `ts`).
        package var syntheticClock = false
        package var bytesWritten = 0
    }

    /// Converts `tracePath` into `outputPath`.
    ///
    /// - Parameters:
    ///   - tracePath: A trace file, format 1.
    ///   - results: The run's results, for the counter tracks and the process name; optional.
    ///   - outputPath: Where to write the Trace Event Format JSON.
    /// - Throws: ``ReportsError`` naming the file and line of a malformed line (a cut-off last
    ///   line, from a run that died, is skipped) or an unsupported trace format.
    @discardableResult
    package static func convert(trace tracePath: String, results: RunResults?, to outputPath: String) throws -> Summary {
        let url = URL(fileURLWithPath: outputPath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let directory = url.deletingLastPathComponent().path
        DeadProcessLeftovers.removeTemporaryResults(in: directory, name: url.lastPathComponent)
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            let writer = try BufferedFileWriter(path: temporary)
            // One pass (a pipe cannot be read twice): the first event line decides the clock.
            var emitter: TraceEventEmitter?
            var headers = 0
            func started(synthetic: Bool) throws -> TraceEventEmitter {
                var made = TraceEventEmitter(writer: writer, synthetic: synthetic)
                try made.begin(name: results?.name ?? URL(fileURLWithPath: tracePath).lastPathComponent)
                if let results { try made.counters(results.timeline) }
                return made
            }
            try LineReader.forEachLine(of: tracePath) { bytes, number, unterminated in
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
                guard let line = TraceLine.parse(bytes) else {
                    if unterminated { return }
                    throw ReportsError(.traceConversion, "not a JSON object", path: tracePath, line: number)
                }
                if line.event.isEmpty {
                    guard let format = line.format else { throw ReportsError(.traceConversion, "no \"event\"", path: tracePath, line: number) }
                    guard format == TraceSchema.format else {
                        throw ReportsError(
                            .traceConversion, "trace format \(format) is not supported; this version reads format \(TraceSchema.format)",
                            path: tracePath, line: number)
                    }
                    headers += 1
                    return
                }
                if emitter == nil { emitter = try started(synthetic: line.ts == nil) }
                emitter?.summary.lines += 1
                try emitter?.event(line)
            }
            var finished = try emitter ?? started(synthetic: true)
            finished.summary.lines += headers
            var summary = try finished.end()
            try writer.close()
            summary.bytesWritten = writer.bytesWritten
            guard rename(temporary, outputPath) == 0 else {
                throw ReportsError(.traceConversion, "cannot rename into place: \(String(cString: strerror(errno)))", path: outputPath, line: nil)
            }
            return summary
        } catch {
            unlink(temporary)
            throw error
        }
    }
}
