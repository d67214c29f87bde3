import ArgumentParser
import Driver

/// `--budget-mb` and `--memory-limit-mb`, shared by `run`, `soak` and `bench`
/// (docs/MEMORY-LIMITS.md).
struct MemoryOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Stop with exit code 6 when the process's resident memory crosses this many MiB (default: half the memory available to the process).",
            valueName: "MiB"))
    var budgetMb: Int?

    @Option(
        name: .customLong("memory-limit-mb"),
        help: ArgumentHelp(
            "Run under a real memory limit of this many MiB (a cgroup where one can be created, else a resident watcher); memory warnings are then raised by pressure. "
                + "soak takes auto: a first pass of the same walk without a limit or warnings measures its peak, and the soak runs under the peak / 0.9.",
            valueName: "MiB|auto"))
    var memoryLimit: MemoryLimitArgument?

    /// `--memory-limit-mb N`, when a number was given.
    var memoryLimitMb: Int? {
        get { if case .mebibytes(let value) = memoryLimit { value } else { nil } }
        set { memoryLimit = newValue.map { .mebibytes($0) } }
    }

    /// `--memory-limit-mb auto`.
    var automaticLimit: Bool { memoryLimit == .automatic }

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

/// The value of `--memory-limit-mb`: MiB, or `auto` (``AutomaticMemoryLimit``, soak only).
enum MemoryLimitArgument: Equatable, ExpressibleByArgument {
    case mebibytes(Int)
    case automatic

    init?(argument: String) {
        if argument == "auto" {
            self = .automatic
        } else if let value = Int(argument) {
            self = .mebibytes(value)
        } else {
            return nil
        }
    }

    var defaultValueDescription: String { if case .mebibytes(let value) = self { "\(value)" } else { "auto" } }
}
