package import Results

/// What the process really has, as a ceiling on the memory a command is asked to use: a
/// budget or limit above it (the cgroup's limit, `ulimit -v`, MemTotal:
/// ``MemoryAvailability``) is lowered to it, and inputs are read under the budget
/// (``Reports/InputLimit``).
///
/// The functions return the warning to print when they lowered a value; printing it is the
/// caller's.
package struct MemoryCeiling: Sendable, Hashable {
    /// The budget of commands without `--budget-mb` (compare, report, history, merge, stacks).
    package static let environmentVariable = "VIEWPRESSURE_BUDGET_MB"

    /// What the process has.
    package let availability: MemoryAvailability
    /// The ceiling in MiB: what the process has, and at least the floor it was made with.
    package let mebibytes: Int

    /// The ceiling of `availability`, never below `floorMb` (the smallest limit a process can
    /// run under).
    package init(availability: MemoryAvailability, floorMb: Int) {
        self.availability = availability
        mebibytes = max(floorMb, availability.bytes >> 20)
    }

    /// `requested` MiB of `option` (`--budget-mb`, `--memory-limit-mb`) lowered to the
    /// ceiling, and the warning when it was above it.
    package func lowered(_ requested: Int, option: String) -> (mebibytes: Int, warning: String?) {
        guard requested > mebibytes else { return (requested, nil) }
        let has = "the \(availability.bytes >> 20) MiB this process has (\(availability.source))"
        return (mebibytes, "\(option) \(requested) is more than \(has); lowered to \(mebibytes)")
    }

    /// The input limit of a command given `--budget-mb budgetMb` (nil: the default budget).
    package func inputLimit(budgetMb: Int?) -> InputLimit {
        if let budgetMb {
            return InputLimit(budgetBytes: budgetMb << 20, budgetSource: "--budget-mb \(budgetMb)")
        }
        return InputLimit(
            budgetBytes: availability.defaultBudgetBytes,
            budgetSource: "the default budget: \(availability.defaultBudgetShare)")
    }

    /// The input limit of a command without `--budget-mb`, from ``environmentVariable``'s
    /// `text` (nil or empty: the default budget), lowered to the ceiling with a warning. Nil
    /// when `text` is not a number of MiB from 1 to `maximumMb`.
    package func environmentLimit(_ text: String?, maximumMb: Int) -> (limit: InputLimit, warning: String?)? {
        let variable = Self.environmentVariable
        let flag = "\(variable)=MiB"
        guard let text, !text.isEmpty else {
            let limit = InputLimit(
                budgetBytes: availability.defaultBudgetBytes,
                budgetSource: "the default budget: \(availability.defaultBudgetShare)", flag: flag)
            return (limit, nil)
        }
        guard let megabytes = Int(text), (1...maximumMb).contains(megabytes) else { return nil }
        var budget = megabytes
        var warning: String?
        if budget > mebibytes {
            warning =
                "\(variable)=\(budget) is more than the \(mebibytes) MiB this process has (\(availability.source)); lowered to \(mebibytes)"
            budget = mebibytes
        }
        return (InputLimit(budgetBytes: budget << 20, budgetSource: "\(variable)=\(budget)", flag: flag), warning)
    }
}
