import ArgumentParser
import Driver
import Foundation
import Results

/// Commands with `--budget-mb` and `--memory-limit-mb` (`run`, `soak`, `bench`).
protocol MemoryBudgeted {
    var memory: MemoryOptions { get set }
}

/// What the process really has, applied before a command runs: a `--budget-mb` or
/// `--memory-limit-mb` above it (the cgroup's limit, `ulimit -v`, MemTotal) is lowered to it
/// with a message, and every input file is read under the budget (``InputLimit``).
///
/// Commands without `--budget-mb` (compare, report, history, merge, stacks) take the budget
/// from `VIEWPRESSURE_BUDGET_MB`, or the default (half of what the process has).
enum MemoryCeiling {
    static let environmentVariable = "VIEWPRESSURE_BUDGET_MB"

    /// Lowers `command`'s budget and limit to what the process has, and sets the input limit.
    static func apply(to command: inout any ParsableCommand) throws {
        let availability = MemoryAvailability.current()
        guard var budgeted = command as? any MemoryBudgeted else {
            InputLimit.current = try environmentLimit(availability: availability)
            return
        }
        let ceilingMb = max(MemoryOptions.minimumLimitMb, availability.bytes >> 20)
        let has = "the \(availability.bytes >> 20) MiB this process has (\(availability.source))"
        if let budget = budgeted.memory.budgetMb, budget > ceilingMb {
            FileHandleStream.standardError.write("warning: --budget-mb \(budget) is more than \(has); lowered to \(ceilingMb)\n")
            budgeted.memory.budgetMb = ceilingMb
        }
        if let limit = budgeted.memory.memoryLimitMb, limit > ceilingMb {
            FileHandleStream.standardError.write("warning: --memory-limit-mb \(limit) is more than \(has); lowered to \(ceilingMb)\n")
            budgeted.memory.memoryLimitMb = ceilingMb
        }
        if let budget = budgeted.memory.budgetMb {
            InputLimit.current = InputLimit(budgetBytes: budget << 20, budgetSource: "--budget-mb \(budget)")
        } else {
            InputLimit.current = InputLimit(
                budgetBytes: availability.defaultBudgetBytes,
                budgetSource: "the default budget: \(availability.defaultBudgetShare)")
        }
        command = budgeted as! any ParsableCommand
    }

    static func environmentLimit(availability: MemoryAvailability) throws -> InputLimit {
        let flag = "\(environmentVariable)=MiB"
        guard let text = ProcessInfo.processInfo.environment[environmentVariable], !text.isEmpty else {
            return InputLimit(
                budgetBytes: availability.defaultBudgetBytes,
                budgetSource: "the default budget: \(availability.defaultBudgetShare)", flag: flag)
        }
        guard let megabytes = Int(text), (1...MemoryOptions.maximumMb).contains(megabytes) else {
            throw ValidationError("\(environmentVariable): expected from 1 to \(MemoryOptions.maximumMb), found \"\(text)\"")
        }
        let ceilingMb = max(MemoryOptions.minimumLimitMb, availability.bytes >> 20)
        var budget = megabytes
        if budget > ceilingMb {
            FileHandleStream.standardError.write(
                "warning: \(environmentVariable)=\(budget) is more than the \(ceilingMb) MiB this process has (\(availability.source)); lowered to \(ceilingMb)\n"
            )
            budget = ceilingMb
        }
        return InputLimit(budgetBytes: budget << 20, budgetSource: "\(environmentVariable)=\(budget)", flag: flag)
    }
}
