import Results

/// Writes Trace Event Format events for ``PerfettoTraceConverter``, one at a time, keeping
/// only the stack of open slices' end times (bounded by the callback nesting depth).
struct TraceEventEmitter {
    let writer: BufferedFileWriter
    let synthetic: Bool
    var summary = PerfettoTraceConverter.Summary()
    /// End times (ns) of the open slices on the lifecycle track, outermost first.
    private var open: [Int64] = []
    /// The last time (ns) written on the lifecycle track, and the last time seen at all.
    private var lastTrackTime: Int64 = 0
    private var clock: Int64 = 0
    private var first = true

    static let pid = 1, lifecycleTid = 1

    init(writer: BufferedFileWriter, synthetic: Bool) {
        self.writer = writer
        self.synthetic = synthetic
        summary.syntheticClock = synthetic
    }

    mutating func begin(name: String) throws {
        try writer.write("{\"traceEvents\":[\n")
        try emit("{\"ph\":\"M\",\"pid\":1,\"tid\":1,\"name\":\"process_name\",\"args\":{\"name\":\(Self.quote("viewpressure: " + name))}}")
        try emit("{\"ph\":\"M\",\"pid\":1,\"tid\":1,\"name\":\"thread_name\",\"args\":{\"name\":\"lifecycle\"}}")
    }

    mutating func counters(_ timeline: [TimelineSample]) throws {
        for sample in timeline {
            let time = synthetic ? Int64(sample.seq) * 1000 : Int64(clamping: sample.timeNanoseconds)
            let values: [(String, Int)] = [
                ("allocatedBytes", sample.allocatedBytes), ("activeBytes", sample.activeBytes), ("residentBytes", sample.residentBytes),
                ("liveControllers", sample.liveControllers), ("pooledCells", sample.pooledCells),
            ]
            for (name, value) in values {
                try emit("{\"ph\":\"C\",\"pid\":1,\"name\":\"\(name)\",\"ts\":\(Self.micros(time)),\"args\":{\"value\":\(value)}}")
                summary.counters += 1
            }
        }
    }

    mutating func event(_ line: TraceLine) throws {
        if synthetic {
            if let seq = line.seq { clock = Int64(seq) * 1000 }
        } else if let ts = line.ts {
            clock = ts
        }
        switch line.event {
        case TraceSchema.Event.memoryWarning.rawValue:
            let level = line.level ?? "unknown"
            try instant("memoryWarning (\(level))", scope: "g", args: "\"level\":\(Self.quote(level))\(seqArg(line))")
        case TraceSchema.Event.step.rawValue:
            let op = line.op ?? "?"
            try instant("step \(line.index.map(String.init) ?? "?"): \(op)", scope: "t", args: "\"op\":\(Self.quote(op))\(seqArg(line))")
        case TraceSchema.Event.phase.rawValue:
            let label = line.label ?? "?"
            try instant("phase: \(label)", scope: "p", args: "\"label\":\(Self.quote(label))\(seqArg(line))")
        case TraceSchema.Event.diagnostic.rawValue, TraceSchema.Event.expectedFailure.rawValue:
            try instant(line.event, scope: "p", args: "\"message\":\(Self.quote(line.message ?? ""))\(seqArg(line))")
        default:
            if line.controller == nil {
                try instant(line.event, scope: "t", args: String(seqArg(line).dropFirst()))
            } else if synthetic {
                try slice(
                    line, begin: clock,
                    duration: line.event == TraceSchema.Event.`init`.rawValue || line.event == TraceSchema.Event.`deinit`.rawValue ? nil : 1000)
            } else {
                try slice(line, begin: clock, duration: line.dur)
            }
        }
    }

    mutating func end() throws -> PerfettoTraceConverter.Summary {
        let clockName =
            synthetic
            ? "synthetic: the trace had no clock (run with the probe off), so each seq is 1 us apart; durations are not measured"
            : "probe: ts and dur are microseconds since the run's start (the trace file's nanoseconds divided by 1000, exactly)"
        try writer.write(
            "\n],\"displayTimeUnit\":\"ns\",\"otherData\":{\"generator\":\"viewpressure\",\"traceFormat\":1,\"clock\":\(Self.quote(clockName))}}\n")
        return summary
    }

    /// A callback: an `X` slice when it has a duration, else a thread instant (`init`, `deinit`).
    private mutating func slice(_ line: TraceLine, begin: Int64, duration: Int64?) throws {
        var begin = begin
        if begin < lastTrackTime {
            begin = lastTrackTime
            summary.clampedSlices += 1
        }
        var args = "\"controller\":\(Self.quote(line.controller ?? ""))\(seqArg(line))"
        if let value = line.allocatedBytes { args += ",\"allocatedBytes\":\(value)" }
        if let value = line.freedBytes { args += ",\"freedBytes\":\(value)" }
        if let value = line.ns { args += ",\"exclusiveNs\":\(value)" }
        if let value = line.parent { args += ",\"parent\":\(Self.quote(value))" }
        if let value = line.level { args += ",\"level\":\(Self.quote(value))" }
        let name = "\(line.event) \(line.controller ?? "")"
        guard let duration else {
            try instant(name, scope: "t", args: args, at: begin)
            return
        }
        while let top = open.last, top <= begin { open.removeLast() }
        var end = begin + max(0, duration)
        if let parentEnd = open.last, end > parentEnd {
            end = parentEnd
            summary.clampedSlices += 1
        }
        open.append(end)
        lastTrackTime = begin
        try emit(
            "{\"ph\":\"X\",\"pid\":1,\"tid\":1,\"cat\":\"lifecycle\",\"name\":\(Self.quote(name)),\"ts\":\(Self.micros(begin)),\"dur\":\(Self.micros(end - begin)),\"args\":{\(args)}}"
        )
        summary.slices += 1
    }

    private mutating func instant(_ name: String, scope: String, args: String, at time: Int64? = nil) throws {
        var time = time ?? clock
        if time < lastTrackTime { time = lastTrackTime }
        lastTrackTime = time
        try emit(
            "{\"ph\":\"i\",\"s\":\"\(scope)\",\"pid\":1,\"tid\":1,\"cat\":\"runtime\",\"name\":\(Self.quote(name)),\"ts\":\(Self.micros(time)),\"args\":{\(args)}}"
        )
        summary.instants += 1
    }

    private func seqArg(_ line: TraceLine) -> String {
        line.seq.map { ",\"seq\":\($0)" } ?? ""
    }

    private mutating func emit(_ event: String) throws {
        if !first { try writer.write(",\n") }
        first = false
        try writer.write(event)
    }

    /// Nanoseconds as a JSON number of microseconds, exactly: `1234567` -> `1234.567`.
    static func micros(_ nanoseconds: Int64) -> String {
        let value = max(0, nanoseconds)
        let fraction = value % 1000
        guard fraction != 0 else { return String(value / 1000) }
        var digits = String(fraction)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(value / 1000).\(digits)"
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
