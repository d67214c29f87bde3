import MemoryProbe
public import Results

/// Combines the results of the shards of one suite into one results file, which
/// `viewpressure compare`, `report` and `history add` take like any other.
///
/// ## Rules
/// - Every input must be the same kind of run of the same suite or scenario, with the same
///   build, Swift version, viewpressure version and compatible allocator configurations
///   (``AllocatorEnvironment/incompatibility(with:)``). Different machines are allowed (CI
///   matrices run on whatever runner is free) and reported in ``Merged/notes``.
/// - Work must not repeat: a unit of work (``RunResults/work``: a workload, a soak seed) in
///   two inputs is refused, so a shard given twice cannot double its samples.
/// - A metric in one input is kept as it is. A metric in several inputs: timing samples are
///   pooled (the value is the pooled median); an exact metric must have the same value in
///   each, or the merge is refused (exact metrics stay exact).
/// - Findings (tables, leaks, invariant violations, memory warnings, diagnostics, phases and
///   controllers) are concatenated in input order; callbacks and scenes are summed by name.
///   The timeline and the soak analysis are kept only when exactly one input has them; a
///   soak's seeds keep their own analyses in ``RunResults/soakSeeds``.
///
/// Cost: linear in the size of the inputs. Called once by `viewpressure merge`.
public enum ResultsMerger {
    /// The merged results and what the merge noticed but allowed.
    public struct Merged: Sendable {
        public var results: RunResults
        /// E.g. the machines differ; printed by the CLI, not errors.
        public var notes: [String]
    }

    /// Merges `inputs` (each a file's path, for messages, and its results).
    ///
    /// - Throws: ``ReportsError`` naming the files and the reason when the inputs cannot be merged.
    public static func merge(_ inputs: [(path: String, results: RunResults)]) throws(ReportsError) -> Merged {
        guard let (firstPath, first) = inputs.first else { throw ReportsError(.merge, "nothing to merge") }
        var notes: [String] = []
        var owner: [String: String] = [:]
        for (path, results) in inputs {
            try StopRequest.check(.merge)
            try checkCompatible(first, firstPath, results, path, notes: &notes)
            for unit in units(of: results) {
                if let other = owner[unit] {
                    throw ReportsError(
                        .merge, "duplicate work: \(unit) is in both \(other) and \(path) (a shard given twice, or overlapping shards?)")
                }
                owner[unit] = path
            }
        }
        var merged = RunResults(kind: first.kind, name: first.name, environment: first.environment)
        merged.work = owner.keys.sorted()
        let seeds = Set(inputs.map(\.results.seed))
        merged.seed = seeds.count == 1 ? first.seed : nil
        merged.metrics = try mergeMetrics(inputs)
        for (_, results) in inputs {
            merged.phases += results.phases
            merged.controllers += results.controllers
            if let folded = results.controllersFolded { merged.controllersFolded = (merged.controllersFolded ?? 0) + folded }
            merged.tables += results.tables
            merged.leaks += results.leaks
            merged.invariantViolations += results.invariantViolations
            merged.memoryWarnings += results.memoryWarnings
            if let tally = MemoryWarningTally.of(results) {
                if merged.memoryWarningTally == nil { merged.memoryWarningTally = MemoryWarningTally() }
                merged.memoryWarningTally?.add(tally)
            }
            merged.diagnostics += results.diagnostics
        }
        merged.callbacks = sum(inputs.flatMap(\.results.callbacks), key: \.kind) { $0.totals.add($1.totals) }
        merged.scenes = sum(inputs.flatMap(\.results.scenes), key: \.scene) { a, b in
            a.instances += b.instances
            a.viewLoads += b.viewLoads
            a.viewUnloads += b.viewUnloads
            a.totals.add(b.totals)
        }
        let timelines = inputs.filter { !$0.results.timeline.isEmpty }
        if timelines.count == 1 { merged.timeline = timelines[0].results.timeline }
        let soaks = inputs.compactMap(\.results.soak)
        if soaks.count == 1 { merged.soak = soaks[0] }
        if first.kind == .soak {
            let seeds = SoakSeedResult.collect(inputs.map(\.results))
            if seeds.count > 1 || inputs.contains(where: { $0.results.soakSeeds != nil }) { merged.soakSeeds = seeds }
            if merged.soak == nil, seeds.count == 1 { merged.soak = seeds[0].soak }
        }
        return Merged(results: merged, notes: notes)
    }

    /// The units of work of a results file: its ``RunResults/work``, or, for a file written
    /// without it, one unit named after the run (and its seed).
    package static func units(of results: RunResults) -> [String] {
        if let work = results.work { return work }
        return ["\(results.kind.rawValue) \"\(results.name)\"" + (results.seed.map { " seed \($0)" } ?? "")]
    }

    static func checkCompatible(_ a: RunResults, _ aPath: String, _ b: RunResults, _ bPath: String, notes: inout [String]) throws(ReportsError) {
        func refuse(_ what: String, _ x: String, _ y: String) -> ReportsError {
            ReportsError(.merge, "refusing to merge \(aPath) and \(bPath): \(what) differ: \(x) vs \(y)")
        }
        if a.kind != b.kind { throw refuse("kinds of run", a.kind.rawValue, b.kind.rawValue) }
        if a.name != b.name { throw refuse("suites", "\"\(a.name)\"", "\"\(b.name)\"") }
        if let reason = a.environment.allocator.incompatibility(with: b.environment.allocator) {
            throw ReportsError(.merge, "refusing to merge \(aPath) and \(bPath): different allocator configurations: \(reason)")
        }
        if a.environment.build != b.environment.build { throw refuse("builds", a.environment.build, b.environment.build) }
        if a.environment.swiftVersion != b.environment.swiftVersion {
            throw refuse("Swift versions", a.environment.swiftVersion, b.environment.swiftVersion)
        }
        if a.environment.toolVersion != b.environment.toolVersion {
            throw refuse("viewpressure versions", a.environment.toolVersion, b.environment.toolVersion)
        }
        if a.environment.machine != b.environment.machine {
            let (x, y) = (a.environment.machine, b.environment.machine)
            notes.append(
                "note: \(bPath) ran on another machine (\(y.cpu), \(y.cores) cores) than \(aPath) (\(x.cpu), \(x.cores) cores); the merged file records the first"
            )
        }
    }

    static func mergeMetrics(_ inputs: [(path: String, results: RunResults)]) throws(ReportsError) -> [Metric] {
        var merged: [String: (metric: Metric, path: String)] = [:]
        for (path, results) in inputs {
            try StopRequest.check(.merge)
            for metric in results.metrics {
                guard let (existing, existingPath) = merged[metric.name] else {
                    merged[metric.name] = (metric, path)
                    continue
                }
                guard existing.kind == metric.kind, existing.unit == metric.unit, existing.direction == metric.direction else {
                    throw ReportsError(
                        .merge,
                        "refusing to merge: metric \(metric.name) is \(existing.kind.rawValue) in \(existing.unit) in \(existingPath) but \(metric.kind.rawValue) in \(metric.unit) in \(path)"
                    )
                }
                switch metric.kind {
                case .timing:
                    let pooled = Metric.timing(
                        metric.name, samples: existing.samples + metric.samples, unit: metric.unit, direction: metric.direction)
                    merged[metric.name] = (pooled, existingPath)
                case .deterministic:
                    guard existing.value == metric.value else {
                        throw ReportsError(
                            .merge,
                            "refusing to merge: exact metric \(metric.name) is \(Format.number(existing.value)) \(metric.unit) in \(existingPath) but \(Format.number(metric.value)) \(metric.unit) in \(path)"
                        )
                    }
                }
            }
        }
        return merged.values.map(\.metric).sorted { $0.name < $1.name }
    }

    static func sum<T>(_ items: [T], key: (T) -> String, add: (inout T, T) -> Void) -> [T] {
        var order: [String] = [], totals: [String: T] = [:]
        for item in items {
            let name = key(item)
            if totals[name] == nil {
                order.append(name)
                totals[name] = item
            } else {
                add(&totals[name]!, item)
            }
        }
        return order.sorted().map { totals[$0]! }
    }
}

extension LedgerTotals {
    mutating func add(_ other: LedgerTotals) {
        count += other.count
        exclusiveAllocatedBytes += other.exclusiveAllocatedBytes
        exclusiveFreedBytes += other.exclusiveFreedBytes
        inclusiveAllocatedBytes += other.inclusiveAllocatedBytes
        inclusiveFreedBytes += other.inclusiveFreedBytes
        exclusiveNanoseconds += other.exclusiveNanoseconds
    }
}
