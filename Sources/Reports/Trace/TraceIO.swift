import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Buffered writes to a file descriptor: 64 KiB at a time, so a trace of millions of
/// events is written with a few thousand `write(2)` calls and bounded memory.
final class BufferedFileWriter {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity: Int
    private(set) var bytesWritten = 0
    private var closed = false

    init(path: String, capacity: Int = 1 << 16) throws {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw ReportsError(.traceConversion, "cannot create: \(String(cString: strerror(errno)))", path: path, line: nil)
        }
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) throws {
        var copy = text
        try copy.withUTF8 { try write(bytes: $0) }
    }

    func write(bytes: UnsafeBufferPointer<UInt8>) throws {
        if buffer.count + bytes.count > capacity { try flush() }
        buffer.append(contentsOf: bytes)
    }

    func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { throw ReportsError(.traceConversion, "write failed: \(String(cString: strerror(errno)))", path: "", line: nil) }
            offset += written
        }
        bytesWritten += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, syncs and closes the file.
    func close() throws {
        try flush()
        fsync(descriptor)
        closed = true
        Glibc.close(descriptor)
    }

    deinit {
        if !closed { Glibc.close(descriptor) }
    }
}
