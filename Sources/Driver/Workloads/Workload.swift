public import MemoryProbe
public import Results

/// A built-in stress workload: named, with parameters and defaults, run by `viewpressure bench`.
@MainActor
public protocol Workload {
    /// The name `--workload` takes.
    static var name: String { get }
    /// One line that says what it stresses.
    static var summary: String { get }
    /// Its parameters, with defaults.
    static var parameters: [WorkloadParameter] { get }
    /// Builds the workload from `name=value` overrides; `quick` picks smaller defaults.
    init(values: WorkloadValues, quick: Bool) throws
    /// Runs it and returns its figures. Synchronous: the probe's counters are per thread.
    func run(_ context: WorkloadContext) throws -> WorkloadReport
    /// What each stage of a run holds at once, at least, from the parameters alone: `bench`
    /// refuses a workload whose largest stage cannot fit the budget (``WorkloadMemoryEstimate``).
    var memoryStages: [WorkloadMemoryStage] { get }
}

/// A parameter of a workload.
public struct WorkloadParameter: Sendable, Hashable {
    public var name: String
    package var defaultValue: String
    /// The default under `--quick`.
    package var quickValue: String
    package var help: String
    /// The values an integer parameter accepts; `--param` outside it is an error (exit 2),
    /// so no flag can make a workload allocate without bound or overflow.
    package var range: ClosedRange<Int>

    public init(_ name: String, _ defaultValue: String, quick: String? = nil, range: ClosedRange<Int> = 0...1, _ help: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.quickValue = quick ?? defaultValue
        self.range = range
        self.help = help
    }
}

/// Parameter values given on the command line (`--param depth=5000`), read with defaults.
public struct WorkloadValues: Sendable {
    public var values: [String: String]

    public init(_ values: [String: String] = [:]) { self.values = values }

    /// The integer value of `name`, or its default.
    public func int(_ name: String, in parameters: [WorkloadParameter], quick: Bool) throws -> Int {
        let text = try raw(name, in: parameters, quick: quick)
        let range = parameters.first { $0.name == name }?.range ?? 0...0
        guard let value = Int(String(text.filter { $0 != "_" })), range.contains(value) else {
            throw DriverError(.parameter, "parameter \(name): expected an integer from \(range.lowerBound) to \(range.upperBound), found \"\(text)\"")
        }
        return value
    }

    /// The boolean value of `name` (true/false, yes/no, on/off, 1/0), or its default.
    public func bool(_ name: String, in parameters: [WorkloadParameter], quick: Bool) throws -> Bool {
        let text = try raw(name, in: parameters, quick: quick)
        switch text.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw DriverError(.parameter, "parameter \(name): expected true or false, found \"\(text)\"")
        }
    }

    /// The text value of `name`, or its default.
    package func raw(_ name: String, in parameters: [WorkloadParameter], quick: Bool) throws -> String {
        guard let parameter = parameters.first(where: { $0.name == name }) else {
            throw DriverError(.parameter, "unknown parameter \(name)")
        }
        return values[name] ?? (quick ? parameter.quickValue : parameter.defaultValue)
    }

    /// Throws for a value whose name the workload does not have.
    package func validate(against parameters: [WorkloadParameter], workload: String) throws {
        for name in values.keys.sorted() where !parameters.contains(where: { $0.name == name }) {
            let known = parameters.map(\.name).joined(separator: ", ")
            throw DriverError(.parameter, "workload \(workload) has no parameter \"\(name)\"; its parameters are: \(known)")
        }
    }
}

/// What a workload needs from the harness.
@MainActor
public struct WorkloadContext {
    public let probe: AllocatorProbe
    public let counters: ThreadCounters
    /// Called with (done, total) as the workload progresses.
    package var progress: (Int, Int) -> Void

    public init(probe: AllocatorProbe, progress: @escaping (Int, Int) -> Void = { _, _ in }) throws {
        self.probe = probe
        counters = try ThreadCounters.forCurrentThread()
        self.progress = progress
    }

    /// Throws ``WorkloadInterrupted`` with `partial` (what the finished passes measured) when
    /// SIGINT or SIGTERM asked the run to stop; workloads call it between passes.
    package func stopIfRequested(partial: @autoclosure () -> WorkloadReport = WorkloadReport()) throws(WorkloadInterrupted) {
        if let signal = RunInterruption.requested { throw WorkloadInterrupted(signal: signal, partial: partial()) }
    }
}

/// A workload stopped by SIGINT or SIGTERM: `partial` holds the figures of the passes that
/// finished (`bench` keeps them and marks its results interrupted).
package struct WorkloadInterrupted: Error {
    package var signal: Int32
    package var partial: WorkloadReport

    package init(signal: Int32, partial: WorkloadReport) {
        self.signal = signal
        self.partial = partial
    }
}

/// What a workload measured.
public struct WorkloadReport: Sendable {
    public var metrics: [Metric]
    /// Lines for the terminal summary (figures with their targets).
    public var lines: [String]
    public var tables: [TableResult]
    public var leaks: [LeakResult]

    public init(metrics: [Metric] = [], lines: [String] = [], tables: [TableResult] = [], leaks: [LeakResult] = []) {
        self.metrics = metrics
        self.lines = lines
        self.tables = tables
        self.leaks = leaks
    }
}

/// Every built-in workload, in the order `viewpressure list` shows them.
@MainActor
package enum Workloads {
    package static let all: [any Workload.Type] = [
        DeepNavigationWorkload.self, LargeTableBenchWorkload.self, TabSwitchingWorkload.self, ModalChainWorkload.self, LeakWalkWorkload.self,
        LayoutWorkload.self,
    ]

    package static func named(_ name: String) -> (any Workload.Type)? {
        all.first { $0.name == name }
    }
}
