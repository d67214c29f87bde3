public import Foundation

/// Writes and reads results files. Writes are atomic: the JSON goes to a temporary file in
/// the same directory, which is then renamed over the target, so no run ever leaves a
/// half-written file.
public enum ResultsWriter {
    /// Encodes `results` as key-sorted, pretty-printed JSON and writes it atomically, streamed
    /// in pieces (``ResultsStreamEncoder``), so writing does not double the peak memory.
    public static func write(_ results: RunResults, to path: String) throws {
        try writeAtomically(to: path) { handle in
            try ResultsStreamEncoder().encode(results) { try handle.write(contentsOf: $0) }
        }
    }

    /// The JSON text for `results`: the bytes ``write(_:to:)`` writes.
    public static func encode(_ results: RunResults) throws -> Data {
        var data = Data()
        try ResultsStreamEncoder().encode(results) { data.append($0) }
        return data
    }

    /// Reads a results file, refusing formats this version does not know.
    ///
    /// - Throws: ``ResultsError`` naming the file and what is wrong with it in words (a
    ///   missing file, text that is not JSON, a missing or mistyped key with its path).
    public static func read(from path: String) throws -> RunResults {
        try decode(try bytes(of: path, limit: .current), path: path)
    }

    /// The bytes of the results file at `path`, at most what `limit` allows a results file.
    static func bytes(of path: String, limit: InputLimit) throws -> Data {
        do {
            return try BoundedInput.read(path, kind: .results, limit: limit)
        } catch {
            throw ResultsError(.results, "cannot read the results file: \(error.message)", path: path)
        }
    }

    /// Decodes the bytes of a results file (`path` for errors).
    static func decode(_ data: Data, path: String) throws -> RunResults {
        struct Header: Decodable { var format: Int? }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw ResultsError(.results, "not a results file: \(describe(error))", path: path)
        }
        guard header.format == RunResults.currentFormat else {
            throw ResultsError(
                .results,
                "results format \(header.format.map(String.init) ?? "missing") is not supported; this version reads format \(RunResults.currentFormat)",
                path: path)
        }
        do {
            return try JSONDecoder().decode(RunResults.self, from: data)
        } catch {
            throw ResultsError(.results, "not a valid results file: \(describe(error))", path: path)
        }
    }

    /// A decoding error in words, with the JSON path where it happened.
    static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the text is not valid JSON" : "invalid value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "expected \(type) at \(path(context.codingPath))"
        @unknown default:
            return "\(error)"
        }
    }

    /// Writes `data` to a temporary file beside `path`, flushes it, and renames it over `path`.
    package static func writeAtomically(_ data: Data, to path: String) throws {
        try writeAtomically(to: path) { try $0.write(contentsOf: data) }
    }

    /// Lets `body` write a temporary file beside `path`, flushes it, and renames it over `path`;
    /// removes the temporary file if anything throws.
    package static func writeAtomically(to path: String, _ body: (FileHandle) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        DeadProcessLeftovers.removeTemporaryResults(in: directory.path, name: url.lastPathComponent)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw ResultsError(.results, "cannot create \(temporary.path)", path: path)
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            do { try body(handle) } catch { try? handle.close(); throw error }
            try handle.synchronize()
            try handle.close()
            guard rename(temporary.path, url.path) == 0 else {
                throw ResultsError(.results, "cannot rename into place: \(String(cString: strerror(errno)))", path: path)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
