public import MemoryProbe

/// The results of one `viewpressure run`, `bench` or `soak`: schema-versioned JSON,
/// format 1 (DESIGN.md, "Run results").
///
/// Written atomically (temporary file, then rename) by ``ResultsWriter``; read back by
/// `viewpressure compare` and `viewpressure report`. Every array is in a stable order
/// (phases and timeline in run order; controllers, scenes, callbacks, tables, leaks and
/// metrics sorted by name), so two runs of the same scenario differ only where their
/// measurements differ.
public struct RunResults: Sendable, Hashable, Codable {
    /// The results format version. Readers refuse formats they do not know.
    public var format: Int = RunResults.currentFormat
    /// What produced the results.
    public var kind: Kind
    /// The scenario's or suite's name.
    public var name: String
    /// The allocator, toolchain and machine the run measured on.
    public var environment: RunEnvironment
    /// The soak seed or scenario seed, when there is one.
    public var seed: UInt64?
    /// The run's phases: `launch`, each `checkpoint`, or each step kind of a built-in workload.
    package var phases: [PhaseResult] = []
    /// Bytes and time per lifecycle callback kind (the ledger aggregated by kind).
    public var callbacks: [CallbackResult] = []
    /// Per controller label (`scene#n`): view loads and unloads, deallocation, bytes.
    public var controllers: [ControllerResult] = []
    /// How many deallocated controllers are not listed in ``controllers``: a long run keeps the
    /// detail of the last N and the N largest (`run --kept-controllers N`, default 100) and
    /// folds every other one into its scene's totals (``scenes``, which count every instance).
    /// Absent when every controller is listed (files written before the field existed, tests
    /// that keep every account).
    package var controllersFolded: Int?
    /// Per scene: the ledger aggregated over all its instances.
    public var scenes: [SceneResult] = []
    /// One entry per table and reuse identifier.
    public var tables: [TableResult] = []
    /// Each table's rows, selection and visible rows at the end of a scenario run (a table a
    /// `teardown` released: just before it), in the order the tables were first seen; absent
    /// when the run had no table (and for bench and soak runs).
    package var tableStates: [TableStateResult]?
    /// One entry per leaked controller.
    public var leaks: [LeakResult] = []
    /// Lifecycle invariant violations (the checker stops at the first one per run).
    package var invariantViolations: [InvariantViolationResult] = []
    /// Memory warnings sent during the run, with what they and the purge after them returned.
    package var memoryWarnings: [MemoryWarningResult] = []
    /// Every memory warning counted, by level and by window of the run: ``memoryWarnings``
    /// keeps only the first 1,000. Absent in runs without warnings and files written before it.
    package var memoryWarningTally: MemoryWarningTally?
    /// Diagnostics the runtime recorded (what UIKit only logs), in order.
    package var diagnostics: [String] = []
    /// The steps that failed as their `"expect"` declared (`PATH (op): what happened`), in
    /// order; absent when no step expected a failure.
    package var expectedFailures: [String]?
    /// Memory over the run, one sample per step boundary (bounded; see ``TimelineSample``).
    package var timeline: [TimelineSample] = []
    /// The timeline's cadence: a heap snapshot every N steps (1: every step, thinned by the
    /// bounded timeline's stride), or 0: at phase boundaries and memory warnings only
    /// (`viewpressure run`'s default; `--snapshot-every N`). Absent without a probe and in
    /// files written before the field existed.
    package var snapshotEvery: Int?
    /// Named figures that `viewpressure compare` gates on.
    public var metrics: [Metric] = []
    /// The soak analysis, for `viewpressure soak`.
    public var soak: SoakResult?
    /// Each seed of a soak merged from several (`soak --seeds A..B`, `merge`), in seed order;
    /// absent for one walk. ``soak`` is then absent unless only one seed was merged.
    package var soakSeeds: [SoakSeedResult]?
    /// The memory budget and, under `--memory-limit-mb`, the limit and the warnings pressure
    /// raised; declared per-scene budgets.
    package var memoryGuard: MemoryGuardResult?
    /// How the run ended (failure, budget, interruption), when not simply completed; the
    /// verdict (``RunVerdict``) is computed from it and the findings above.
    public var status: RunStatus?
    /// The units of work this file holds (bench workload names, `seed N` for soak seeds),
    /// when it is a shard or a merge of shards; `viewpressure merge` refuses duplicates.
    public var work: [String]?
    /// `K/N` when the run was shard K of N (absent once merged, or when not sharded).
    public var shard: String?
    /// Allocation stacks of the chosen window (`--stacks`), largest first; absent without stacks.
    package var stacks: StacksSummary?
    /// Exact per-callback peaks (`--callback-peaks`), one per callback kind; absent without.
    package var callbackPeaks: [CallbackPeakResult]?

    /// The format this version of viewpressure writes and reads.
    package static let currentFormat = 1

    public enum Kind: String, Sendable, Hashable, Codable {
        case run, bench, soak
    }

    public init(kind: Kind, name: String, environment: RunEnvironment) {
        self.kind = kind
        self.name = name
        self.environment = environment
    }
}

/// The allocator, toolchain and machine of a run. Two runs are comparable only when their
/// allocator environments are compatible (``AllocatorEnvironment/incompatibility(with:)``).
public struct RunEnvironment: Sendable, Hashable, Codable {
    public var allocator: AllocatorEnvironment
    /// `swift --version`'s first line at build time, e.g. "Swift 6.3.1".
    package var swiftVersion: String
    /// "release" or "debug".
    public var build: String
    public var machine: Machine
    /// viewpressure's own version.
    package var toolVersion: String

    public struct Machine: Sendable, Hashable, Codable {
        public var cpu: String
        package var cores: Int
        package var memoryBytes: Int
        public var os: String

        public init(cpu: String, cores: Int, memoryBytes: Int, os: String) {
            self.cpu = cpu
            self.cores = cores
            self.memoryBytes = memoryBytes
            self.os = os
        }
    }

    public init(allocator: AllocatorEnvironment, swiftVersion: String, build: String, machine: Machine, toolVersion: String) {
        self.allocator = allocator
        self.swiftVersion = swiftVersion
        self.build = build
        self.machine = machine
        self.toolVersion = toolVersion
    }
}
