import Testing
public import Driver
import MemoryProbe
import Results
import ViewRuntime

/// The memory budget of a ``ProfilingSession``: the same budget `run`, `bench` and `soak`
/// have (``MemoryLimitSettings/defaults(availability:)``, or the session's `budgetMB`), so a
/// test of a runaway screen fails with the budget's message instead of taking the machine.
///
/// Large blocks the runtime owns (backing stores) ask first (``Runtime/memoryAdmission``): a
/// block that would take the process's resident memory (`RssAnon`) past the budget is refused
/// and recorded. Between blocks, steps that loop (a scroll) call ``crossed()``, which reads
/// resident memory only when the thread allocated 1/64 of the budget since the last read.
/// The first crossing is reported once, as a test issue, and the session's loops stop.
///
/// Cost: one load of jemalloc's per-thread counter per check; a read of `/proc/self/status`
/// (a few microseconds) per 1/64 of the budget allocated, and per large block asked for.
@MainActor
final class SessionMemoryBudget {
    let settings: MemoryLimitSettings
    private let reader: ProcessMemoryReader?
    private let counters: ThreadCounters?
    private var allocatedAtRead: UInt64 = 0
    /// The message of the first crossing, once it happened.
    private(set) var exceeded: String?
    /// Whether ``exceeded`` was reported already.
    var reported = false

    init(settings: MemoryLimitSettings, runtime: Runtime) {
        self.settings = settings
        reader = try? ProcessMemoryReader()
        counters = try? ThreadCounters.forCurrentThread()
        allocatedAtRead = counters?.read().allocatedBytes ?? 0
        runtime.memoryAdmission = { [weak self] bytes in self?.admits(bytes) ?? true }
    }

    /// The process's anonymous resident bytes now (0 when they cannot be read).
    func resident() -> Int {
        allocatedAtRead = counters?.read().allocatedBytes ?? 0
        return (try? reader?.read())?.anonymousBytes ?? 0
    }

    /// Whether a block of `bytes` fits under the budget now.
    func admits(_ bytes: Int) -> Bool {
        let now = resident()
        guard now + bytes > settings.budgetBytes else { return true }
        note("a block of \(Format.bytes(Double(bytes))) would take resident (anonymous) memory from \(Format.bytes(Double(now))) past")
        return false
    }

    /// Whether the budget has been crossed (checked when enough was allocated since the last read).
    func crossed() -> Bool {
        if exceeded != nil { return true }
        let allocated = counters?.read().allocatedBytes ?? 0
        guard allocated &- allocatedAtRead >= UInt64(settings.budgetBytes / 64) else { return false }
        let now = resident()
        guard now > settings.budgetBytes else { return false }
        note("resident (anonymous) memory \(Format.bytes(Double(now))) crossed")
        return true
    }

    private func note(_ what: String) {
        guard exceeded == nil else { return }
        exceeded =
            "memory budget exceeded: \(what) the budget of \(Format.bytes(Double(settings.budgetBytes))) (\(settings.budgetSource)); "
            + "the session stopped allocating there (ProfilingSession(budgetMB:) sets another)"
    }
}

extension ProfilingSession {
    /// Records the budget's crossing as a test issue, once; true when the budget was crossed
    /// (a looping step stops there).
    @discardableResult
    func checkBudget(sourceLocation: SourceLocation? = nil) -> Bool {
        guard memoryBudget.crossed() || runtime.refusedAllocation != nil || memoryBudget.exceeded != nil else { return false }
        if !memoryBudget.reported, let message = memoryBudget.exceeded {
            memoryBudget.reported = true
            if let sourceLocation {
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            } else {
                Issue.record(Comment(rawValue: message))
            }
        }
        return memoryBudget.exceeded != nil
    }

    /// The budget the session runs under (the CLI's default budget unless `budgetMB` was given).
    public var budget: MemoryLimitSettings { memoryBudget.settings }
}
