import Results

/// The memory a run may use, and, with `--memory-limit-mb`, the real limit it runs under.
///
/// Every `run`, `bench` and `soak` has a budget (``budgetBytes``): by default
/// ``MemoryAvailability/defaultBudgetBytes``, a share of what the process may use. Crossing it
/// stops the run at the next safe point with exit 6. With a limit (``limitBytes``) the
/// workload runs under it (a cgroup where the process may create one, else a watcher of its
/// resident memory) and memory warnings are raised by pressure: ``moderateFraction``,
/// ``lowFraction`` and ``criticalFraction`` of the limit. docs/MEMORY-LIMITS.md.
public struct MemoryLimitSettings: Sendable, Hashable {
    /// Stop (exit 6) when the process's resident memory crosses this many bytes.
    public var budgetBytes: Int
    /// How the budget was chosen, for messages: "--budget-mb 512" or the default's sentence.
    package var budgetSource: String
    /// Run under a real limit of this many bytes, with warnings raised by pressure.
    package var limitBytes: Int?
    /// Try a cgroup for the limit (true by default); false watches resident memory only.
    package var usesCgroup = true
    /// Read resident memory each time the run's thread allocated this many bytes (nil: 1/64 of
    /// the limit or the stop line, at least 256 KiB), for a peak read closely: the first pass of
    /// `--memory-limit-mb auto` reads every 256 KiB.
    package var readEveryBytes: Int?

    public init(budgetBytes: Int, budgetSource: String, limitBytes: Int? = nil) {
        self.budgetBytes = budgetBytes
        self.budgetSource = budgetSource
        self.limitBytes = limitBytes
    }

    /// The settings flags ask for: `--budget-mb` (nil: the default budget) and
    /// `--memory-limit-mb` (nil: no limit), both already in bytes.
    package static func requested(budgetBytes: Int?, limitBytes: Int?, availability: MemoryAvailability = .current()) -> MemoryLimitSettings {
        var settings =
            budgetBytes.map { MemoryLimitSettings(budgetBytes: $0, budgetSource: "--budget-mb \($0 >> 20)") }
            ?? .defaults(availability: availability)
        settings.limitBytes = limitBytes
        return settings
    }

    /// The default: ``MemoryAvailability/defaultBudgetBytes`` of what this process may use.
    public static func defaults(availability: MemoryAvailability = .current()) -> MemoryLimitSettings {
        MemoryLimitSettings(
            budgetBytes: availability.defaultBudgetBytes,
            budgetSource: "the default budget: \(availability.defaultBudgetShare)")
    }

    /// A moderate warning at 70% of the limit, low at 80%, critical at 90% (or earlier, down
    /// to 85%: when the most a step of the run has needed in large blocks would no longer fit
    /// under the stop line).
    package static let moderateFraction = 0.70
    package static let lowFraction = 0.80
    package static let criticalFraction = 0.90
    /// The earliest a critical warning comes when the hungriest step would not fit: 85%.
    package static let earliestCriticalFraction = 0.85
    /// Under a limit, the run stops (exit 6, "did not survive the limit") when resident memory
    /// is still above 97% of it after a critical warning, or when a block would take it there:
    /// before the kernel's OOM killer acts at 100%.
    package static let survivalFraction = 0.97
    /// A level is raised again only after resident memory fell 5% of the limit below its
    /// threshold; above the critical threshold, a critical warning repeats each time memory
    /// grew by 1% of the limit since the last one.
    package static let hysteresisFraction = 0.05
    package static let criticalRepeatFraction = 0.01
    /// PSI's `some avg10` (percent) at which pressure is at least moderate, and at least low.
    package static let pressureStallModerate = 10.0
    package static let pressureStallLow = 40.0

    /// The stop line and where it comes from: "512.0 MiB (--budget-mb 512)", or under a limit
    /// "38.8 MiB (97% of the --memory-limit-mb 40 limit)".
    package var stopDescription: String {
        if let limitBytes, stopBytes < budgetBytes {
            return "\(Format.bytes(Double(stopBytes))) (\(Int(Self.survivalFraction * 100))% of the --memory-limit-mb \(limitBytes >> 20) limit)"
        }
        return "\(Format.bytes(Double(stopBytes))) (\(budgetSource))"
    }

    /// The bytes at which the run stops: the budget, and under a limit 97% of it.
    package var stopBytes: Int {
        guard let limitBytes else { return budgetBytes }
        return min(budgetBytes, Int(Double(limitBytes) * Self.survivalFraction))
    }
}
