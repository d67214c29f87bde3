import MemoryProbe
import Results
import ViewRuntime

/// What a run does at a safe point, as the memory guard sees it.
enum MemoryGuardAction: Equatable {
    case proceed
    /// Raise a memory warning of this level (pressure under `--memory-limit-mb`).
    case warn(MemoryWarningLevel)
    /// Stop with exit 6: resident memory crossed the budget (the bytes read).
    case stop(residentBytes: Int)
    /// Stop with exit 6: the address space nears `ulimit -v`, where allocations would fail.
    case stopAddressSpace(virtualBytes: Int, limitBytes: Int)
}

/// Watches the process's resident memory for a run: the budget every run has, and the
/// real limit of `--memory-limit-mb` with warnings raised by pressure (``MemoryLimitSettings``).
///
/// Cost per safe point: one load of jemalloc's per-thread allocated counter. Resident memory
/// can only grow by what the run's thread allocates, so the guard reads the kernel's figure
/// (`RssAnon` from `/proc/self/status` through MemoryProbe's `ProcessMemoryReader`, a few
/// microseconds) only when the thread allocated more than 1/64 of
/// the budget (or of the limit) since the last read, or every 1,024 safe points. Large blocks
/// the runtime owns (backing stores, caches) ask first (``Runtime/memoryAdmission``), so one
/// step cannot jump far past the budget before its end.
@MainActor
final class MemoryGuard {
    let settings: MemoryLimitSettings
    /// The cgroup enforcing the limit, when one could be created.
    let cgroup: MemoryLimitCgroup?
    private let counters: ThreadCounters?
    private let reader: ProcessMemoryReader?
    /// Resident bytes at the last read, and the highest read.
    private(set) var residentBytes = 0
    /// The address space at the last read, and the line it must stay under: 90% of
    /// `ulimit -v` when one is set (allocations fail at the limit, and the Swift runtime
    /// traps on a failed allocation, so the run stops well before).
    private(set) var virtualBytes = 0
    let addressSpaceLine: Int?
    private(set) var peakResidentBytes = 0
    private var allocatedAtRead: UInt64 = 0
    private var admittedSinceRead = 0
    /// The most bytes of large blocks one step (between two safe points) has needed so far:
    /// under a limit, a critical warning is raised early enough that a step this hungry still
    /// fits under the stop line after it.
    private var largestStep = 0
    private var admittedThisStep = 0
    private var safePointsSinceRead = 0
    private let slack: Int
    /// Under a limit, the levels it calls for (hysteresis included).
    private var ladder: PressureLadder?
    /// Warnings raised by pressure, per level.
    private(set) var raised: [MemoryWarningLevel: Int] = [:]
    /// Resident bytes after each critical warning raised by pressure (bounded).
    private(set) var residentAfterCritical: [Int] = []
    /// Under a limit, the line the run stopped at: the limit's (resident memory stayed above
    /// the survival line after a critical warning, or a block would have crossed it), or a
    /// budget or the address-space line below it. Nil while the run goes on.
    private(set) var stoppedBy: MemoryGuardResult.StopLine?
    /// Whether the run has not stopped under its limit (true without a limit).
    var survived: Bool { stoppedBy == nil }
    /// How many times the kernel's figure was read.
    private(set) var reads = 0

    init(settings: MemoryLimitSettings) {
        self.settings = settings
        cgroup = settings.limitBytes.flatMap { settings.usesCgroup ? MemoryLimitCgroup.create(limitBytes: $0) : nil }
        counters = try? ThreadCounters.forCurrentThread()
        reader = try? ProcessMemoryReader()
        addressSpaceLine = ProcMemoryFiles.addressSpaceLimit().map { Int(Double($0) * Self.addressSpaceFraction) }
        slack = settings.readEveryBytes ?? max(256 << 10, (settings.limitBytes ?? settings.stopBytes) / 64)
        ladder = settings.limitBytes.map { PressureLadder(limit: $0, stopBytes: settings.stopBytes) }
        residentAfterCritical.reserveCapacity(Self.criticalReadingsKept)
        raised.reserveCapacity(3)
        read()
    }

    static let criticalReadingsKept = 1000
    static let addressSpaceFraction = 0.9

    /// How the limit is enforced: the cgroup, or the watcher alone.
    var mechanism: String {
        cgroup?.mechanism ?? "a watcher of the process's resident memory (no cgroup could be created here)"
    }

    /// Makes the runtime ask before each large block it allocates.
    func install(on runtime: Runtime) {
        runtime.memoryAdmission = { [weak self] bytes in self?.admits(bytes) ?? true }
    }

    /// Moves the process out of the limit's cgroup (at the end of the run).
    func release() { cgroup?.release() }

    /// What the thread allocated since the last read (an upper bound of resident growth).
    private var growth: Int {
        guard let counters else { return admittedSinceRead }
        return Int(clamping: counters.allocatedBytes &- allocatedAtRead)
    }

    private var estimate: Int { residentBytes + growth }

    /// Whether a block of `bytes` fits under the stop line (and the address-space line) now.
    func admits(_ bytes: Int) -> Bool {
        if !fits(bytes) {
            read()
            guard fits(bytes) else { return false }
        }
        admittedSinceRead += bytes
        admittedThisStep += bytes
        return true
    }

    private func fits(_ bytes: Int) -> Bool {
        guard bytes <= settings.stopBytes - estimate else {
            lastRefusal = stopLine
            return false
        }
        if let addressSpaceLine, bytes > addressSpaceLine - virtualBytes - growth {
            lastRefusal = .addressSpace
            return false
        }
        return true
    }

    /// Reads the process's resident memory now.
    func read() {
        let memory = try? reader?.read()
        residentBytes = memory?.anonymousBytes ?? residentBytes
        virtualBytes = memory?.virtualBytes ?? virtualBytes
        peakResidentBytes = max(peakResidentBytes, residentBytes)
        allocatedAtRead = counters?.allocatedBytes ?? 0
        admittedSinceRead = 0
        safePointsSinceRead = 0
        reads += 1
    }

    /// At a safe point (between steps or operations): go on, warn, or stop.
    func check() -> MemoryGuardAction {
        safePointsSinceRead += 1
        largestStep = max(largestStep, admittedThisStep)
        admittedThisStep = 0
        if growth > slack || safePointsSinceRead >= 1024 { read() }
        if residentBytes > settings.budgetBytes { return .stop(residentBytes: residentBytes) }
        if let addressSpaceLine, virtualBytes > addressSpaceLine {
            return .stopAddressSpace(virtualBytes: virtualBytes, limitBytes: ProcMemoryFiles.addressSpaceLimit() ?? addressSpaceLine)
        }
        guard ladder != nil else { return .proceed }
        // PSI is read with resident memory, not at every safe point.
        let stall = safePointsSinceRead == 0 ? ProcMemoryFiles.pressureStallSomeAverage10() : nil
        guard let level = ladder?.warning(resident: residentBytes, hungriestStep: largestStep, stall: stall) else { return .proceed }
        return .warn(level)
    }

    /// The run stops at `line`: under a limit, the limit's own line means it did not survive
    /// it, a line below it that the limit was never reached.
    func stopped(at line: MemoryGuardResult.StopLine) {
        if ladder != nil, stoppedBy == nil { stoppedBy = line }
    }

    /// The line a block refused now would have crossed: the limit's stop line when it is the
    /// lower (``MemoryLimitSettings/stopBytes``), else the budget, or the address-space line.
    var refusalLine: MemoryGuardResult.StopLine { lastRefusal ?? stopLine }

    private var stopLine: MemoryGuardResult.StopLine { settings.stopBytes < settings.budgetBytes ? .limit : .budget }
    /// The line the last block refused by ``admits(_:)`` would have crossed (nil: a `malloc` failed).
    private var lastRefusal: MemoryGuardResult.StopLine?

    /// After a warning raised by pressure (and its purge): counts it, and for a critical one
    /// reads resident memory; returns false when it is still above the survival line (97%
    /// of the limit), which stops the run.
    func warningDelivered(_ level: MemoryWarningLevel) -> Bool {
        raised[level, default: 0] += 1
        read()
        ladder?.delivered(level, residentAfter: residentBytes)
        guard level == .critical, let ladder else { return true }
        if residentAfterCritical.count < Self.criticalReadingsKept { residentAfterCritical.append(residentBytes) }
        if !ladder.survives(resident: residentBytes) { stopped(at: .limit) }
        return survived
    }
}
