import Foundation
import MemoryProbe
public import Profiler
public import Results

/// What a run was asked to record about where its bytes came from (`--stacks`,
/// `--stacks-window`, `--stacks-sample-bytes`, `--callback-peaks`).
package struct StacksRequest: Sendable, Hashable {
    /// Where to write the collapsed stacks, or nil for no stacks.
    package var path: String?
    package var window: StackWindow = .all
    /// jemalloc's `lg_prof_sample`: the mean sampling interval is 2^this bytes (0: exact).
    package var sampleIntervalLog2 = StacksRequest.defaultSampleIntervalLog2
    /// Keep every frame (no folding).
    package var raw = false
    /// Exact per-callback peaks.
    package var callbackPeaks = false

    /// 4 KiB: a callback that allocates 1 MiB is estimated within about 6% (one standard error).
    package static let defaultSampleIntervalLog2 = 12

    package init() {}

    package var wantsStacks: Bool { path != nil }

    /// Sets ``window`` from `all`, `callback:NAME`, `scene:ID` or `phase:LABEL`.
    ///
    /// - Throws: ``Profiler/ProfilerError`` (``Profiler/ProfilerError/Code/invalidStackWindow``) naming the accepted forms.
    package mutating func setWindow(parsing text: String) throws {
        window = try StackWindow(parsing: text)
    }
}

extension StacksRequest {
    /// Checks that a `scene:` or `phase:` window names something `scenario` has, so that a
    /// typo is an error (exit 2) rather than an empty stacks file.
    ///
    /// - Throws: ``Profiler/ProfilerError`` (``Profiler/ProfilerError/Code/stackWindowNotInScenario``) naming the scenes or phases there are.
    package func validate(against scenario: Scenario) throws {
        switch window {
        case .scene(let id) where !scenario.scenes.contains(where: { $0.id == id }):
            throw ProfilerError(
                .stackWindowNotInScenario,
                "--stacks-window: no scene \"\(id)\" in \(scenario.name); its scenes: "
                    + scenario.scenes.map(\.id).joined(separator: ", "))
        case .phase(let label):
            let labels = ["launch"] + Self.checkpoints(scenario.steps)
            if !labels.contains(label) {
                throw ProfilerError(
                    .stackWindowNotInScenario,
                    "--stacks-window: no phase \"\(label)\" in \(scenario.name); its phases: "
                        + labels.joined(separator: ", "))
            }
        default: break
        }
    }

    static func checkpoints(_ steps: [Step]) -> [String] {
        steps.flatMap { step -> [String] in
            switch step.op {
            case .checkpoint(let label): [label]
            case .repeat(_, let body): checkpoints(body)
            default: []
            }
        }
    }
}

extension RuntimeProfiler {
    /// Enables what `request` asks for on this profiler (before the run).
    package func enable(_ request: StacksRequest) throws {
        if request.wantsStacks {
            try enableStacks(window: request.window, sampleIntervalLog2: request.sampleIntervalLog2, callbackPeaks: request.callbackPeaks)
        } else if request.callbackPeaks {
            enableCallbackPeaks()
        }
    }

    /// After the run: collects the stacks (writing the collapsed file) and the peaks into `results`.
    package func record(_ request: StacksRequest, into results: inout RunResults) throws {
        results.callbackPeaks = callbackPeakResults()
        guard let path = request.path else { return }
        let stacks = try collectStacks(raw: request.raw)
        try ResultsWriter.writeAtomically(Data(stacks.collapsed.utf8), to: path)
        results.stacks = StacksSummary(
            window: request.window.description, sampleIntervalBytes: UInt64(1) << request.sampleIntervalLog2,
            stacks: stacks, file: path)
        results.stacks?.backtraces = stackBacktraces()
    }
}
