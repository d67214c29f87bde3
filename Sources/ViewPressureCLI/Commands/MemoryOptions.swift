import ArgumentParser
import Driver
import Reports

/// `--budget-mb` and `--memory-limit-mb`, shared by `run`, `soak` and `bench`
/// (docs/MEMORY-LIMITS.md).
struct MemoryOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Stop with exit code 6 when the process's resident memory crosses this many MiB (default: half the memory available to the process).",
        valueName: "MiB"))
    var budgetMb: Int?

    @Option(help: ArgumentHelp(
        "Run under a real memory limit of this many MiB (a cgroup where one can be created, else a resident watcher); memory warnings are then raised by pressure.",
        valueName: "MiB"))
    var memoryLimitMb: Int?

    func validate() throws {
        if let budgetMb, !(1...Self.maximumMb).contains(budgetMb) {
            throw ValidationError("--budget-mb: expected from 1 to \(Self.maximumMb) (16 TiB), found \(budgetMb)")
        }
        if let memoryLimitMb, !(Self.minimumLimitMb...Self.maximumMb).contains(memoryLimitMb) {
            throw ValidationError("--memory-limit-mb: expected from \(Self.minimumLimitMb) to \(Self.maximumMb) (16 TiB), found \(memoryLimitMb)")
        }
    }

    /// The largest budget or limit: 16 TiB, far above any machine, and far below `Int`'s range in bytes.
    static let maximumMb = 16 << 20
    /// The smallest limit: the process itself (the Swift runtime, Foundation, jemalloc) needs
    /// about 5 MiB of anonymous memory before it runs anything.
    static let minimumLimitMb = 8

    var budgetBytes: Int? { budgetMb.map { $0 << 20 } }
    var limitBytes: Int? { memoryLimitMb.map { $0 << 20 } }
}
