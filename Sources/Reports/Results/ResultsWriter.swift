import Foundation

/// Writes and reads results files. Writes are atomic: the JSON goes to a temporary file in
/// the same directory, which is then renamed over the target, so no run ever leaves a
/// half-written file.
public enum ResultsWriter {
    /// Encodes `results` as key-sorted, pretty-printed JSON and writes it atomically.
    public static func write(_ results: RunResults, to path: String) throws {
        try writeAtomically(encode(results), to: path)
    }

    /// The JSON text for `results`.
    public static func encode(_ results: RunResults) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(results)
        data.append(0x0A)
        return data
    }

    /// Reads a results file, refusing formats this version does not know.
    public static func read(from path: String) throws -> RunResults {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        struct Header: Decodable { var format: Int? }
        let header = try JSONDecoder().decode(Header.self, from: data)
        guard header.format == RunResults.currentFormat else {
            throw ResultsError(path: path, message: "results format \(header.format.map(String.init) ?? "missing") is not supported; this version reads format \(RunResults.currentFormat)")
        }
        do {
            return try JSONDecoder().decode(RunResults.self, from: data)
        } catch {
            throw ResultsError(path: path, message: "not a valid results file: \(error)")
        }
    }

    /// Writes `data` to a temporary file beside `path`, flushes it, and renames it over `path`.
    public static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw ResultsError(path: path, message: "cannot create \(temporary.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            guard rename(temporary.path, url.path) == 0 else {
                throw ResultsError(path: path, message: "cannot rename into place: \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}

/// A results file that cannot be read or written.
public struct ResultsError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}
