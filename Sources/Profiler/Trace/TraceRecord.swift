/// One line of a trace (format 1) as the recorder holds it until written: a callback, or a
/// runtime-wide event. Its keys are Results' ``TraceSchema/Key`` (the reader's `TraceLine` parses
/// them back); they stay byte literals in ``write(to:)``, the recorder's hot path.
struct TraceRecord {
    var seq: Int
    /// The controller's label, nil for runtime-wide events.
    var controller: String?
    var event: String
    var arguments: Arguments
    /// Filled in when the callback ends (probe on).
    var measurement: Measurement?
    /// Begin time since the run started (probe on).
    var timestamp: UInt64?

    enum Arguments {
        case none
        case animated(Bool)
        case parent(String?)
        case level(String)
        case segue(String?)
        case size(width: Double, height: Double)
        case initialized(className: String)
        case step(index: Int, op: String)
        case message(String)
        case phase(String)
        case tableState(TableSnapshot)
        case unwind(segue: String?, source: String)
    }

    struct Measurement {
        var allocatedBytes: UInt64
        var freedBytes: UInt64
        var exclusiveNanoseconds: UInt64
        var inclusiveNanoseconds: UInt64
    }

    /// Appends the line's JSON and a newline to `buffer`, in the fixed field order of
    /// DESIGN.md's examples (`seq`, `controller`, `event`, arguments, measurements).
    func write(to buffer: inout [UInt8]) {
        buffer.append(contentsOf: #"{"seq": "#.utf8)
        JSONText.appendInteger(seq, to: &buffer)
        if let controller {
            buffer.append(contentsOf: #", "controller": "#.utf8)
            JSONText.appendString(controller, to: &buffer)
        }
        buffer.append(contentsOf: #", "event": "#.utf8)
        JSONText.appendString(event, to: &buffer)
        switch arguments {
        case .none: break
        case .animated(let animated):
            buffer.append(contentsOf: #", "animated": "#.utf8)
            buffer.append(contentsOf: (animated ? "true" : "false").utf8)
        case .parent(let parent):
            buffer.append(contentsOf: #", "parent": "#.utf8)
            if let parent { JSONText.appendString(parent, to: &buffer) } else { buffer.append(contentsOf: "null".utf8) }
        case .level(let level):
            buffer.append(contentsOf: #", "level": "#.utf8)
            JSONText.appendString(level, to: &buffer)
        case .segue(let identifier):
            buffer.append(contentsOf: #", "segue": "#.utf8)
            if let identifier { JSONText.appendString(identifier, to: &buffer) } else { buffer.append(contentsOf: "null".utf8) }
        case .size(let width, let height):
            buffer.append(contentsOf: #", "width": "#.utf8)
            JSONText.appendNumber(width, to: &buffer)
            buffer.append(contentsOf: #", "height": "#.utf8)
            JSONText.appendNumber(height, to: &buffer)
        case .initialized(let className):
            buffer.append(contentsOf: #", "class": "#.utf8)
            JSONText.appendString(className, to: &buffer)
        case .step(let index, let op):
            buffer.append(contentsOf: #", "index": "#.utf8)
            JSONText.appendInteger(index, to: &buffer)
            buffer.append(contentsOf: #", "op": "#.utf8)
            JSONText.appendString(op, to: &buffer)
        case .message(let message):
            buffer.append(contentsOf: #", "message": "#.utf8)
            JSONText.appendString(message, to: &buffer)
        case .phase(let label):
            buffer.append(contentsOf: #", "label": "#.utf8)
            JSONText.appendString(label, to: &buffer)
        case .tableState(let snapshot):
            snapshot.write(to: &buffer)
        case .unwind(let identifier, let source):
            buffer.append(contentsOf: #", "segue": "#.utf8)
            if let identifier { JSONText.appendString(identifier, to: &buffer) } else { buffer.append(contentsOf: "null".utf8) }
            buffer.append(contentsOf: #", "source": "#.utf8)
            JSONText.appendString(source, to: &buffer)
        }
        if let measurement {
            buffer.append(contentsOf: #", "allocatedBytes": "#.utf8)
            JSONText.appendInteger(Int(truncatingIfNeeded: measurement.allocatedBytes), to: &buffer)
            buffer.append(contentsOf: #", "freedBytes": "#.utf8)
            JSONText.appendInteger(Int(truncatingIfNeeded: measurement.freedBytes), to: &buffer)
            buffer.append(contentsOf: #", "ns": "#.utf8)
            JSONText.appendInteger(Int(truncatingIfNeeded: measurement.exclusiveNanoseconds), to: &buffer)
        }
        if let timestamp {
            buffer.append(contentsOf: #", "ts": "#.utf8)
            JSONText.appendInteger(Int(truncatingIfNeeded: timestamp), to: &buffer)
            if let measurement {
                buffer.append(contentsOf: #", "dur": "#.utf8)
                JSONText.appendInteger(Int(truncatingIfNeeded: measurement.inclusiveNanoseconds), to: &buffer)
            }
        }
        buffer.append(contentsOf: "}\n".utf8)
    }
}

/// Minimal JSON text writers into a byte buffer (no Foundation, no intermediate strings).
enum JSONText {
    static func appendString(_ string: String, to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): buffer.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): buffer.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): buffer.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): buffer.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): buffer.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                buffer.append(contentsOf: #"\u00"#.utf8)
                buffer.append(hexDigit(byte >> 4))
                buffer.append(hexDigit(byte & 0xF))
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    static func appendInteger(_ value: Int, to buffer: inout [UInt8]) {
        if value < 0 {
            buffer.append(UInt8(ascii: "-"))
            appendUnsigned(UInt(value.magnitude), to: &buffer)
        } else {
            appendUnsigned(UInt(value), to: &buffer)
        }
    }

    static func appendUnsigned(_ value: UInt, to buffer: inout [UInt8]) {
        if value >= 10 { appendUnsigned(value / 10, to: &buffer) }
        buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Integral values print without a fraction ("390"), others with Swift's shortest form.
    static func appendNumber(_ value: Double, to buffer: inout [UInt8]) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            appendInteger(Int(value), to: &buffer)
        } else if value.isFinite {
            buffer.append(contentsOf: "\(value)".utf8)
        } else {
            buffer.append(contentsOf: "null".utf8)
        }
    }
}
