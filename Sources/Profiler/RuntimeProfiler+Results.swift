import MemoryProbe
public import Results
public import ViewRuntime

/// Turns what the profiler saw into the results model.
extension RuntimeProfiler {
    /// The clock the ledger timed with.
    var clock: CycleClock { core.clock }

    /// Writes phases, callbacks, controllers, scenes, invariant violations, memory warnings,
    /// diagnostics and the timeline into `results`. Leaks are added by whoever checked them
    /// (see ``leakResults(_:)``); tables by whoever knows the tables.
    public func fill(_ results: inout RunResults) {
        endPhase()
        results.phases = phases.finished
        results.callbacks = CallbackKind.allCases.enumerated().compactMap { index, kind in
            let totals = kindTotals(index)
            return totals.count > 0 ? CallbackResult(kind: kind.rawValue, totals: totals.results(clock)) : nil
        }
        let live = reportedAccounts
        let kept = keepsDeallocatedControllers ? [] : deallocatedDetails.kept
        results.controllers = Self.merged(live, kept).map { account in
            ControllerResult(
                controller: label(of: account), scene: sceneTotals[account.sceneIndex].name, class: className(of: account),
                viewLoads: account.viewLoads, viewUnloads: account.viewUnloads,
                deallocated: account.deallocated, totals: account.totals.results(clock)
            )
        }
        if !keepsDeallocatedControllers { results.controllersFolded = deallocatedDetails.folded }
        var scenes = sceneTotals
        for account in live { scenes[account.sceneIndex].add(account) }
        let kinds = CallbackKind.allCases
        results.scenes = scenes.enumerated().filter { $0.element.instances > 0 }.sorted { $0.element.name < $1.element.name }.map { index, scene in
            var result = SceneResult(
                scene: scene.name, instances: scene.instances, viewLoads: scene.viewLoads,
                viewUnloads: scene.viewUnloads, totals: scene.totals.results(clock))
            result.callbacks = kinds.enumerated().compactMap { kindIndex, kind in
                let position = index * ProfilerCore.kindCount + kindIndex
                guard position < core.sceneKindTotals.count, core.sceneKindTotals[position].count > 0 else { return nil }
                return CallbackResult(kind: kind.rawValue, totals: core.sceneKindTotals[position].results(clock))
            }
            return result
        }
        if let violation = core.firstViolation {
            results.invariantViolations = [
                InvariantViolationResult(
                    seq: violation.event.seq, controller: violation.event.label, event: violation.event.kind.rawValue,
                    rule: violation.rule.rawValue, message: violation.message)
            ]
        }
        results.memoryWarnings = warningResults
        if warningTally.total > 0 { results.memoryWarningTally = warningTally }
        results.diagnostics = diagnostics
        if diagnosticCount > diagnostics.count {
            let counts = diagnosticCountsByCode.sorted { $0.key < $1.key }.map { "\($0.key) x\($0.value)" }
            results.diagnostics.append(
                "(\(diagnosticCount) diagnostics in all, the first \(diagnostics.count) listed above; by code: \(counts.joined(separator: ", ")))")
        }
        results.timeline = timeline.samples
        if probe != nil { results.snapshotEvery = timeline.snapshotEvery }
    }

    /// Live accounts and the kept detail of deallocated ones (disjoint: a dead controller's
    /// account leaves the accounts when its slot is freed), in creation order.
    static func merged(_ live: [ControllerAccount], _ kept: [ControllerAccount]) -> [ControllerAccount] {
        kept.isEmpty ? live : (live + kept).sorted { $0.instanceID < $1.instanceID }
    }

    /// The leak findings as results.
    public func leakResults(_ findings: [LeakFinding]) -> [LeakResult] {
        findings.map { finding in
            var result = LeakResult(
                controller: finding.controller, class: finding.className, departure: finding.departure, path: finding.path,
                proven: finding.proven, edges: finding.provenPath.map { $0.edges.map(Self.edgeResult) } ?? [],
                candidates: finding.candidates.map { LeakPathResult(root: $0.root, path: $0.labels, edges: $0.edges.map(Self.edgeResult)) },
                fingerprint: finding.fingerprint, explanation: finding.explanation,
                otherPaths: finding.otherPaths.isEmpty
                    ? nil : finding.otherPaths.map { LeakPathResult(root: $0.root, path: $0.labels, edges: $0.edges.map(Self.edgeResult)) }
            )
            result.view = finding.view?.stack
            result.bytes = finding.view?.bytes
            return result
        }
    }

    static func edgeResult(_ edge: RetainEdge) -> LeakEdgeResult {
        switch edge.status {
        case .strong: LeakEdgeResult(from: edge.holder, field: edge.field, to: edge.target, status: "strong")
        case .unknown(let reason): LeakEdgeResult(from: edge.holder, field: edge.field, to: edge.target, status: "unknown", reason: reason)
        }
    }

    /// Totals over every callback the profiler measured.
    public var ledgerTotals: LedgerTotals {
        var sum = LedgerTotalsAccumulator()
        for kindIndex in 0..<ProfilerCore.kindCount { sum.merge(kindTotals(kindIndex)) }
        return sum.results(clock)
    }

    /// Totals over the callbacks of one kind (every `viewDidLoad`, say) since the profiler was made.
    /// Sums running totals, one per scene: O(scenes), no allocation.
    public func ledgerTotals(for kind: CallbackKind) -> LedgerTotals {
        kindTotals(kind.ordinal).results(clock)
    }

    /// The totals of the kind at `kindIndex`: the sum of its scenes' rows, with the inclusive
    /// bytes of callbacks nested in another of their kind (on another controller) taken out,
    /// so that inclusive counts each outermost callback of the kind once.
    func kindTotals(_ kindIndex: Int) -> LedgerTotalsAccumulator {
        var sum = LedgerTotalsAccumulator()
        var position = kindIndex
        while position < core.sceneKindTotals.count {
            sum.merge(core.sceneKindTotals[position])
            position += ProfilerCore.kindCount
        }
        let counted = core.kindInclusiveCounted[kindIndex]
        sum.inclusiveAllocated &-= counted.inclusiveAllocated
        sum.inclusiveFreed &-= counted.inclusiveFreed
        return sum
    }
}

extension LedgerTotalsAccumulator {
    func results(_ clock: CycleClock) -> LedgerTotals {
        var totals = LedgerTotals()
        totals.count = count
        totals.exclusiveAllocatedBytes = exclusiveAllocated
        totals.exclusiveFreedBytes = exclusiveFreed
        totals.inclusiveAllocatedBytes = inclusiveAllocated
        totals.inclusiveFreedBytes = inclusiveFreed
        totals.exclusiveNanoseconds = clock.nanoseconds(exclusiveTicks)
        return totals
    }
}
