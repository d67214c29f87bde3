#if canImport(Glibc)
import Glibc
#endif

/// Small reads of the kernel's files about the memory available (cgroup limits, `MemTotal`,
/// `ulimit -v`, PSI), through `open`/`read` into a fixed buffer. The process's own figures
/// come from MemoryProbe's ``ProcessMemoryReader``.
enum ProcMemoryFiles {
    /// The address-space limit (`ulimit -v`, RLIMIT_AS) in bytes, if one is set.
    static func addressSpaceLimit() -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur < UInt(Int.max) else { return nil }
        return Int(limit.rlim_cur)
    }

    /// The first integer of a file (a cgroup's `memory.current`, `memory.max`...); nil if
    /// it cannot be read or holds "max".
    static func integer(at path: String) -> Int? {
        readFields(path, maximumFields: 1)?.first
    }

    /// `some avg10` of `/proc/pressure/memory` (percent of the last 10 s in which some task
    /// stalled on memory), where the kernel offers PSI.
    static func pressureStallSomeAverage10() -> Double? {
        guard let text = readText("/proc/pressure/memory", limit: 256) else { return nil }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("some") }),
            let field = line.split(separator: " ").first(where: { $0.hasPrefix("avg10=") })
        else { return nil }
        return Double(field.dropFirst("avg10=".count))
    }

    /// `MemTotal` of `/proc/meminfo`, in bytes.
    static func machineMemoryBytes() -> Int? {
        guard let text = readText("/proc/meminfo", limit: 4096),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemTotal:") })
        else { return nil }
        let digits = line.split(separator: " ").dropFirst().first
        return digits.flatMap { Int($0) }.map { $0 * 1024 }
    }

    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// The whole text of a small file (at most `limit` bytes).
    static func readText(_ path: String, limit: Int) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: limit)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, limit) }
        guard count > 0 else { return nil }
        return String(decoding: bytes[0..<count], as: UTF8.self)
    }

    /// Up to `maximumFields` leading non-negative integers of a file, separated by spaces.
    private static func readFields(_ path: String, maximumFields: Int) -> [Int]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer -> [Int]? in
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            guard count > 0 else { return nil }
            var fields: [Int] = []
            var value = 0, inNumber = false
            for byte in buffer[0..<count] {
                if byte >= 48, byte <= 57 {
                    let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
                    let (sum, overflowB) = times.addingReportingOverflow(Int(byte - 48))
                    value = overflowA || overflowB ? Int.max : sum
                    inNumber = true
                } else {
                    if inNumber { fields.append(value); if fields.count == maximumFields { break } }
                    if byte != 32, byte != 10 { return fields.isEmpty ? nil : fields }
                    value = 0; inNumber = false
                }
            }
            if inNumber, fields.count < maximumFields { fields.append(value) }
            return fields
        }
    }
}
