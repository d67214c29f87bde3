import Synchronization

/// The most bytes one input file may have: a share of the process's memory budget, so that no
/// file, pipe or device can make a parser take more memory than the budget has.
///
/// Parsing multiplies a file's size: Foundation's JSON decoders and the scenario parser keep
/// every value as an object, and a file of small values (a 69 MB scenario of 3M steps, a
/// thresholds file of 23 MB) takes 7 to 140 times its size while it is parsed. Each kind of
/// input has its measured factor (``Kind/amplification``), and a file may have at most
/// budget / factor bytes. The CLI sets ``current`` once, from `--budget-mb` or the default
/// budget (half the memory the process really has), before it reads anything.
public struct InputLimit: Sendable, Hashable {
    /// The memory budget the limits are derived from, in bytes.
    public var budgetBytes: Int
    /// Where the budget comes from, for messages: "--budget-mb 512", "half of the 512 MiB of
    /// cgroup v2 memory.max".
    package var budgetSource: String
    /// The flag that raises the budget, named in refusals.
    package var flag: String

    public init(budgetBytes: Int, budgetSource: String, flag: String = "--budget-mb") {
        self.budgetBytes = max(1 << 20, budgetBytes)
        self.budgetSource = budgetSource
        self.flag = flag
    }

    /// What is read, with how many times its size its parser may take at most.
    public enum Kind: String, Sendable, CaseIterable {
        case scenario = "scenario file"
        case results = "results file"
        case thresholds = "thresholds file"
        case historyStore = "history store"
        case stacks = "stacks file"

        /// Peak resident bytes of the parse per byte of input, measured with the release build
        /// on the worst shapes (many small values) and rounded up with a margin: a scenario of
        /// 300,000 steps 16.5x, results with 3M samples 25.6x, thresholds of 200,000 patterns
        /// 137x, two 10 MB stacks files 10x per byte (docs/RELIABILITY.md).
        package var amplification: Int {
            switch self {
            case .scenario: 24
            case .results: 32
            case .thresholds: 160
            case .historyStore: 32
            case .stacks: 24
            }
        }
    }

    /// The most bytes an input of `kind` may have under this budget.
    package func maximumBytes(_ kind: Kind) -> Int { budgetBytes / kind.amplification }

    /// The process's limit, set by the CLI at start (`ViewPressureCLI`); a library user who
    /// reads files without setting it gets a 4 GiB budget (170 MiB of scenario text).
    public static var current: InputLimit {
        get { shared.withLock { $0 } }
        set { shared.withLock { $0 = newValue } }
    }

    private static let shared = Mutex(InputLimit(budgetBytes: 4 << 30, budgetSource: "the library's default of 4 GiB"))
}
