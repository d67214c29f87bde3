public import Foundation

extension ResultsWriter {
    /// Reads several results files (the shards `merge` combines) under one allowance: all of
    /// them are held at once, so together they may have at most what one results file may
    /// have under `limit` (``InputLimit``); each file is refused (before or while it is read,
    /// as ``BoundedInput`` does) once it would take the total past it.
    package static func readAll(from paths: [String], limit: InputLimit = .current) throws -> [(path: String, results: RunResults)] {
        var remaining = limit
        var read: [(path: String, results: RunResults)] = []
        var total = 0
        for path in paths {
            try StopRequest.check(.results)
            if !read.isEmpty {
                remaining.budgetBytes = max(0, limit.budgetBytes - total * InputLimit.Kind.results.amplification)
                remaining.budgetSource =
                    "\(limit.budgetSource), less what the \(read.count) results file\(read.count == 1 ? "" : "s") "
                    + "read before it take (\(total) bytes)"
            }
            let data = try bytes(of: path, limit: remaining)
            total += data.count
            read.append((path: path, results: try decode(data, path: path)))
        }
        return read
    }
}
