/// The memory a run was allowed and what it used: its budget, and under `--memory-limit-mb`
/// the real limit, how it was enforced, the warnings pressure raised and whether the run
/// survived. docs/MEMORY-LIMITS.md. Absent from results of versions before it.
package struct MemoryGuardResult: Sendable, Hashable, Codable {
    /// The resident budget; crossing it stops the run (exit 6).
    package var budgetBytes: Int
    /// How the budget was chosen ("--budget-mb 512", or the default and its share).
    package var budgetSource: String
    /// The highest process resident memory the guard read.
    package var peakResidentBytes: Int
    /// The real limit, when the run had one.
    package var limit: Limit?
    /// Budgets declared per scene or class, with what was observed (in file order).
    package var budgets: [BudgetResult]?
    /// Per screen (scene), how it answered the memory warnings that were measured (every
    /// warning of a `run`; those raised by pressure in a `soak`), most reclaimed first.
    package var screens: [ScreenPressureSummary]?

    package init(budgetBytes: Int, budgetSource: String, peakResidentBytes: Int) {
        self.budgetBytes = budgetBytes
        self.budgetSource = budgetSource
        self.peakResidentBytes = peakResidentBytes
    }

    /// A run under `--memory-limit-mb`.
    package struct Limit: Sendable, Hashable, Codable {
        package var limitBytes: Int
        /// "cgroup v1 memory.limit_in_bytes at /sys/fs/cgroup/memory/.../viewpressure-12", or
        /// the resident watcher.
        package var mechanism: String
        /// Warnings raised by pressure, per level.
        package var moderateWarnings: Int
        package var lowWarnings: Int
        package var criticalWarnings: Int
        /// The highest resident memory read right after a critical warning (0 if none).
        package var maximumResidentAfterCritical: Int
        /// No OOM kill, and resident memory back under the survival line (97% of the limit)
        /// after each critical warning.
        package var survived: Bool
        /// Screens (scenes) that reclaimed nothing from a warning raised by pressure while
        /// their own code held memory: named, each with what it held.
        package var ignoringScreens: [IgnoringScreen]
        /// What stopped a run that did not complete under the limit: the limit's own stop line
        /// (97% of it, or resident memory still above it after a critical warning), or a budget
        /// (or the address-space line) below it that the run crossed first, when the limit was
        /// never reached. Absent when it survived, and from results of versions before it.
        package var stoppedBy: StopLine?
        /// How `--memory-limit-mb auto` chose the limit, when it did.
        package var automatic: AutomaticLimit?

        package init(
            limitBytes: Int, mechanism: String, moderateWarnings: Int, lowWarnings: Int, criticalWarnings: Int,
            maximumResidentAfterCritical: Int, survived: Bool, ignoringScreens: [IgnoringScreen]
        ) {
            self.limitBytes = limitBytes
            self.mechanism = mechanism
            self.moderateWarnings = moderateWarnings
            self.lowWarnings = lowWarnings
            self.criticalWarnings = criticalWarnings
            self.maximumResidentAfterCritical = maximumResidentAfterCritical
            self.survived = survived
            self.ignoringScreens = ignoringScreens
        }
    }

    /// The line a run stopped at under a limit.
    package enum StopLine: String, Sendable, Hashable, Codable {
        /// The limit's stop line: the run did not survive the limit.
        case limit
        /// The budget (`--budget-mb`, or the default) below the limit's stop line: the limit was not reached.
        case budget
        /// 90% of the address-space limit (`ulimit -v`): the limit was not reached.
        case addressSpace
    }

    /// The first pass of `--memory-limit-mb auto` and the limit it chose from it
    /// (docs/MEMORY-LIMITS.md).
    package struct AutomaticLimit: Sendable, Hashable, Codable {
        /// The first pass: the same walk without a limit, its operations and the highest
        /// anonymous resident memory read (every 256 KiB the thread allocated).
        package var firstPassOperations: Int
        package var firstPassPeakBytes: Int
        /// Why this limit: the rule, in words.
        package var rule: String

        package init(firstPassOperations: Int, firstPassPeakBytes: Int, rule: String) {
            self.firstPassOperations = firstPassOperations
            self.firstPassPeakBytes = firstPassPeakBytes
            self.rule = rule
        }
    }

    /// The stop's title, one story with the limit's verdict: "memory limit not survived" when
    /// the run stopped at its limit's line, otherwise "memory budget exceeded".
    package var stopTitle: String {
        limit?.stoppedBy == .limit ? "memory limit not survived" : "memory budget exceeded"
    }

    /// A screen that ignored warnings raised by pressure.
    package struct IgnoringScreen: Sendable, Hashable, Codable {
        package var scene: String
        /// The first controller seen ignoring one, and what it held then.
        package var controller: String
        package var heldBytes: Int
        /// How many of its warnings it ignored.
        package var warningsIgnored: Int

        package init(scene: String, controller: String, heldBytes: Int, warningsIgnored: Int) {
            self.scene = scene
            self.controller = controller
            self.heldBytes = heldBytes
            self.warningsIgnored = warningsIgnored
        }
    }

    /// One declared budget and what the run saw.
    package struct BudgetResult: Sendable, Hashable, Codable {
        /// "scene detail" or "class InboxController".
        package var subject: String
        package var maxInstances: Int?
        package var bytes: Int?
        package var bytesAfterWarning: Int?
        /// "none", "cache", "pool" or "singleton".
        package var retention: String
        /// The most instances alive at once, and the most bytes one held (at a step boundary).
        package var peakInstances: Int
        package var peakBytes: Int
        /// Instances alive after a teardown that the declared retention excused from the
        /// leak report.
        package var retainedByDeclaration: [String]
        /// What crossed the budget, with where the instances were created; empty when kept.
        package var breaches: [String]

        package init(
            subject: String, maxInstances: Int?, bytes: Int?, bytesAfterWarning: Int?, retention: String,
            peakInstances: Int, peakBytes: Int, retainedByDeclaration: [String], breaches: [String]
        ) {
            self.subject = subject
            self.maxInstances = maxInstances
            self.bytes = bytes
            self.bytesAfterWarning = bytesAfterWarning
            self.retention = retention
            self.peakInstances = peakInstances
            self.peakBytes = peakBytes
            self.retainedByDeclaration = retainedByDeclaration
            self.breaches = breaches
        }
    }

    /// The findings of exit 6 this result holds besides the run's own stop (``stopTitle``, with
    /// the reason in the run's status): screens that ignored warnings, declared budgets.
    package var failures: [String] {
        var failures: [String] = []
        if let limit {
            if !limit.survived, limit.stoppedBy == nil { failures.append("did not survive the memory limit") }
            for screen in limit.ignoringScreens {
                failures.append("screen \(screen.scene) ignored \(screen.warningsIgnored) memory warning\(screen.warningsIgnored == 1 ? "" : "s")")
            }
        }
        for budget in budgets ?? [] where !budget.breaches.isEmpty {
            failures.append("\(budget.subject) over its budget")
        }
        return failures
    }
}
