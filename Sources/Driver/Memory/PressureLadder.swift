import ViewRuntime

/// The memory warnings a real limit calls for, from resident memory: moderate at 70% of the
/// limit, low at 80%, critical at 90% (or as early as 85% when the hungriest step so far would
/// not fit under the stop line), PSI's stall share where the kernel offers it, and hysteresis
/// (``MemoryLimitSettings``). Pure arithmetic on the figures it is given, so that
/// ``MemoryGuard`` reads the kernel and this decides.
struct PressureLadder {
    let limit: Int
    let stopBytes: Int
    /// The highest level raised and not re-armed since.
    private(set) var armedAbove: MemoryWarningLevel?
    /// Resident bytes right after the last critical warning.
    private(set) var lastCriticalResident = 0

    init(limit: Int, stopBytes: Int) {
        self.limit = limit
        self.stopBytes = stopBytes
    }

    private func bytes(_ fraction: Double) -> Double { Double(limit) * fraction }

    /// The level `resident` calls for; `hungriestStep` is the most a step has needed in large
    /// blocks so far, `stall` PSI's `some avg10` (percent) when read.
    func level(resident: Int, hungriestStep: Int, stall: Double?) -> MemoryWarningLevel? {
        let criticalLine = max(
            bytes(MemoryLimitSettings.earliestCriticalFraction),
            min(bytes(MemoryLimitSettings.criticalFraction), Double(stopBytes - hungriestStep)))
        let used = Double(resident)
        var level: MemoryWarningLevel? =
            used >= criticalLine
            ? .critical
            : used >= bytes(MemoryLimitSettings.lowFraction)
                ? .low
                : used >= bytes(MemoryLimitSettings.moderateFraction) ? .moderate : nil
        if let stall {
            let fromStall: MemoryWarningLevel? =
                stall >= MemoryLimitSettings.pressureStallLow
                ? .low
                : stall >= MemoryLimitSettings.pressureStallModerate ? .moderate : nil
            if let fromStall { level = max(level ?? fromStall, fromStall) }
        }
        return level
    }

    /// The warning to raise now, if any: a level above the armed one; a critical one again
    /// after resident memory grew 1% of the limit since the last; any time above the
    /// survival line. Re-arms the levels resident memory fell well below first.
    mutating func warning(resident: Int, hungriestStep: Int, stall: Double?) -> MemoryWarningLevel? {
        rearm(resident: resident)
        let level = level(resident: resident, hungriestStep: hungriestStep, stall: stall)
        if let level, armedAbove.map({ level > $0 }) ?? true { return level }
        if level == .critical, Double(resident) >= Double(lastCriticalResident) + bytes(MemoryLimitSettings.criticalRepeatFraction) {
            return .critical
        }
        if Double(resident) > bytes(MemoryLimitSettings.survivalFraction) { return .critical }
        return nil
    }

    /// Records a warning of `level` delivered, with resident memory read after it.
    mutating func delivered(_ level: MemoryWarningLevel, residentAfter: Int) {
        armedAbove = max(armedAbove ?? level, level)
        if level == .critical { lastCriticalResident = residentAfter }
    }

    /// Whether resident memory after a critical warning is at or under the survival line.
    func survives(resident: Int) -> Bool {
        Double(resident) <= bytes(MemoryLimitSettings.survivalFraction)
    }

    /// A level is raised again only after resident memory fell 5% of the limit below its threshold.
    private mutating func rearm(resident: Int) {
        guard let armed = armedAbove else { return }
        let threshold =
            switch armed {
            case .moderate: MemoryLimitSettings.moderateFraction
            case .low: MemoryLimitSettings.lowFraction
            case .critical: MemoryLimitSettings.criticalFraction
            }
        if Double(resident) < bytes(threshold - MemoryLimitSettings.hysteresisFraction) {
            armedAbove = MemoryWarningLevel(rawValue: armed.rawValue - 1)
        }
    }
}
