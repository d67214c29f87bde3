import ArgumentParser
import Driver

/// How each command honours the first SIGINT or SIGTERM (docs/RELIABILITY.md, "Every command,
/// its inputs and its stop"): `run`, `bench` and `soak` stop at the next step, pass or
/// operation and write their results marked `status.interruptedBy`; the commands that read
/// inputs and write files (`compare`, `report`, `merge`, `history`, `stacks`) stop in their
/// reads and loops (`StopRequest`), write nothing, and exit 128 + the signal; the commands
/// that write nothing and run no loop that looks at the request end at once with that code.
enum StopDiscipline {
    /// The commands the first signal ends at once: `list` and every `probe` subcommand.
    static let endingAtOnce: [any ParsableCommand.Type] = [
        ListCommand.self, ProbeInfoCommand.self, ProbeBenchCommand.self, ProbeSnapshotCommand.self, ProbeCountsCommand.self,
        ProbePurgeCommand.self, ProbeHeapProfileCommand.self, ProbeBacktracesCommand.self,
    ]

    /// Sets the process's stop for `command`.
    static func apply(to command: any ParsableCommand) {
        if endingAtOnce.contains(where: { $0 == type(of: command) }) { RunInterruption.endAtOnce() }
    }
}
