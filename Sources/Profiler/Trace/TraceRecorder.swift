import Results

#if canImport(Glibc)
import Glibc
#endif

/// Streams a trace (format 1, JSON Lines) to a file without holding the run in memory.
///
/// Lines are written in delivery order. A callback's line is formed when it begins but its
/// measurements are known only when it ends, so the lines of one outermost callback (with
/// everything nested in it) wait in a small buffer until it ends; everything else goes to a
/// 64 KiB output buffer that is written out whenever it fills, and at ``close()``.
final class TraceRecorder {
    private let descriptor: Int32
    private var output: [UInt8] = []
    private var pending: [TraceRecord] = []
    private var pendingBase = 0
    private(set) var nextSeq = 0
    private(set) var writeError: String?
    let path: String

    static let flushThreshold = 64 * 1024

    /// Creates (or truncates) the trace file at `path`.
    init(path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ResultsError(.traceRecording, String(cString: strerror(errno)), path: path) }
        descriptor = fd
        self.path = path
        output.reserveCapacity(Self.flushThreshold * 2)
        pending.reserveCapacity(256)
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Takes the next sequence number.
    func takeSeq() -> Int {
        defer { nextSeq += 1 }
        return nextSeq
    }

    /// Adds a line. While `holding` (a callback is open) it waits in the pending buffer;
    /// returns its index there so its measurement can be filled in.
    @discardableResult
    func add(_ line: TraceRecord, holding: Bool) -> Int? {
        if holding || !pending.isEmpty {
            pending.append(line)
            return pendingBase + pending.count - 1
        }
        line.write(to: &output)
        flushIfNeeded()
        return nil
    }

    /// Fills in the measurement of a pending callback line.
    func setMeasurement(_ measurement: TraceRecord.Measurement, forLine index: Int) {
        let local = index - pendingBase
        guard pending.indices.contains(local) else { return }
        pending[local].measurement = measurement
    }

    /// Writes the pending lines once no callback is open any more.
    func releasePending() {
        guard !pending.isEmpty else { return }
        for line in pending { line.write(to: &output) }
        pendingBase += pending.count
        pending.removeAll(keepingCapacity: true)
        flushIfNeeded()
    }

    private func flushIfNeeded() {
        if output.count >= Self.flushThreshold { flush() }
    }

    /// Writes the output buffer to the file.
    func flush() {
        guard !output.isEmpty else { return }
        output.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if writeError == nil { writeError = String(cString: strerror(errno)) }
                    return
                }
                offset += written
            }
        }
        output.removeAll(keepingCapacity: true)
    }

    /// Writes everything still buffered and closes the file.
    func close() throws {
        releasePending()
        flush()
        if let writeError { throw ResultsError(.traceRecording, writeError, path: path) }
    }
}
