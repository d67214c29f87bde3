/// An error from the allocator probe: which mallctl failed, and how.
///
/// The probe never traps: a failed `mallctl*` call, a statistic that this jemalloc build
/// does not provide, or a feature that was not enabled at start (heap profiling) is
/// reported as a `ProbeError` carrying the mallctl name and jemalloc's return code
/// (an `errno` value such as `ENOENT` for an unknown name).
public struct ProbeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Storage: Sendable, Hashable {
            case mallctlFailed, unexpectedSize, notActiveAllocator, profilingNotEnabled, procReadFailed, heapProfileUnreadable
        }
        let storage: Storage

        /// A `mallctl*` call returned non-zero (see ``ProbeError/status``).
        public static let mallctlFailed = Code(storage: .mallctlFailed)
        /// A mallctl answered with a value of a different size than the probe expects.
        public static let unexpectedSize = Code(storage: .unexpectedSize)
        /// jemalloc is linked but does not serve this process's `malloc` calls.
        public static let notActiveAllocator = Code(storage: .notActiveAllocator)
        /// Heap profiling was requested but jemalloc was not started with `prof:true`.
        public static let profilingNotEnabled = Code(storage: .profilingNotEnabled)
        /// A `/proc/self` file could not be read.
        public static let procReadFailed = Code(storage: .procReadFailed)
        /// A heap profile dump could not be written, read or parsed.
        public static let heapProfileUnreadable = Code(storage: .heapProfileUnreadable)

        public var description: String {
            switch storage {
            case .mallctlFailed: "mallctl failed"
            case .unexpectedSize: "unexpected value size"
            case .notActiveAllocator: "jemalloc is not the active allocator"
            case .profilingNotEnabled: "heap profiling not enabled"
            case .procReadFailed: "/proc read failed"
            case .heapProfileUnreadable: "heap profile unreadable"
            }
        }
    }

    /// The kind of failure.
    public let code: Code
    /// The mallctl name involved (for example `thread.peak.read`), or the file for `/proc` reads.
    public let mallctl: String
    /// jemalloc's return code (an `errno` value), or 0 when no call failed.
    public let status: Int32
    /// A sentence that says what to do about it, when there is one.
    public let hint: String?

    init(_ code: Code, mallctl: String, status: Int32, hint: String? = nil) {
        self.code = code
        self.mallctl = mallctl
        self.status = status
        self.hint = hint
    }

    public var description: String {
        var text = "\(code): \(mallctl)"
        if status != 0 { text += " returned \(status) (\(Self.errnoName(status)))" }
        if let hint { text += ". \(hint)" }
        return text
    }

    /// The symbolic name of the errno values that `mallctl` documents.
    static func errnoName(_ status: Int32) -> String {
        switch status {
        case 1: "EPERM"
        case 2: "ENOENT"
        case 11: "EAGAIN"
        case 14: "EFAULT"
        case 22: "EINVAL"
        case 12: "ENOMEM"
        default: "errno \(status)"
        }
    }
}
