import ArgumentParser
import Driver
import Foundation
import Results

/// Commands with `--budget-mb` and `--memory-limit-mb` (`run`, `soak`, `bench`).
protocol MemoryBudgeted {
    var memory: MemoryOptions { get set }
}

/// Applies ``Driver/MemoryCeiling`` before a command runs: a `--budget-mb` or
/// `--memory-limit-mb` above what the process has is lowered to it with a warning, and every
/// input file is read under the budget (``InputLimit``).
///
/// Commands without `--budget-mb` (compare, report, history, merge, stacks) take the budget
/// from `VIEWPRESSURE_BUDGET_MB`, or the default (half of what the process has).
extension MemoryCeiling {
    /// Lowers `command`'s budget and limit to what the process has, and sets the input limit.
    static func apply(to command: inout any ParsableCommand) throws {
        let ceiling = MemoryCeiling(availability: .current(), floorMb: MemoryOptions.minimumLimitMb)
        guard var budgeted = command as? any MemoryBudgeted else {
            InputLimit.current = try ceiling.environmentLimit()
            return
        }
        if let budget = budgeted.memory.budgetMb {
            let (lowered, warning) = ceiling.lowered(budget, option: "--budget-mb")
            if let warning { FileHandleStream.standardError.write("warning: \(warning)\n") }
            budgeted.memory.budgetMb = lowered
        }
        if let limit = budgeted.memory.memoryLimitMb {
            let (lowered, warning) = ceiling.lowered(limit, option: "--memory-limit-mb")
            if let warning {
                FileHandleStream.standardError.write("warning: \(warning)\n")
                budgeted.memory.memoryLimitMb = lowered
            }
        }
        InputLimit.current = ceiling.inputLimit(budgetMb: budgeted.memory.budgetMb)
        command = budgeted as! any ParsableCommand
    }

    /// The input limit from `VIEWPRESSURE_BUDGET_MB` (exit 2 when it is not a number of MiB).
    func environmentLimit() throws -> InputLimit {
        let text = ProcessInfo.processInfo.environment[Self.environmentVariable]
        guard let (limit, warning) = environmentLimit(text, maximumMb: MemoryOptions.maximumMb) else {
            throw ValidationError(
                "\(Self.environmentVariable): expected from 1 to \(MemoryOptions.maximumMb), found \"\(text ?? "")\"")
        }
        if let warning { FileHandleStream.standardError.write("warning: \(warning)\n") }
        return limit
    }
}
