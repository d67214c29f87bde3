package import MemoryProbe

/// The allocation stacks of a run, as its results carry them (optional, additive to format 1):
/// the window, the sampling interval, the folded file written, and the largest stacks.
package struct StacksSummary: Sendable, Hashable, Codable {
    /// The most stacks kept in results; the rest are summed in ``otherBytes``.
    package static let maximumStacks = 200

    /// The window (`all`, `callback:viewDidLoad`, `scene:inbox`, `phase:checkpoint`).
    package var window: String
    /// The mean sampling interval in bytes (1: exact, every allocation).
    package var sampleIntervalBytes: UInt64
    /// Bytes over all stacks (an estimate unless exact).
    package var totalBytes: UInt64
    /// The collapsed file written (`--stacks`), as given on the command line.
    package var file: String?
    /// The largest stacks, at most ``maximumStacks``, largest first.
    package var stacks: [FoldedStacks.Stack]
    /// Bytes of the stacks left out.
    package var otherBytes: UInt64
    /// How the samples' backtraces were taken, when through the frame-pointer hook.
    package var backtraces: BacktraceCounts?

    package init(window: String, sampleIntervalBytes: UInt64, stacks: FoldedStacks, file: String?) {
        self.window = window
        self.sampleIntervalBytes = sampleIntervalBytes
        self.file = file
        totalBytes = stacks.totalBytes
        self.stacks = Array(stacks.stacks.prefix(Self.maximumStacks))
        otherBytes = totalBytes - self.stacks.reduce(0) { $0 + $1.bytes }
    }

    /// The stacks kept, as a ``FoldedStacks``.
    package var folded: FoldedStacks { FoldedStacks(stacks) }
}

/// The exact peak of one callback kind (`--callback-peaks`): jemalloc's `thread.peak`, reset
/// at each callback's start and read at its end, so a transient spike is charged to the
/// callback it happened in.
package struct CallbackPeakResult: Sendable, Hashable, Codable {
    /// The callback kind (`viewDidLoad`).
    package var callback: String
    /// The highest peak over all its calls: bytes above the level at the call's start.
    package var peakBytes: UInt64
    /// The controller of that call (`detail#2`).
    package var controller: String
    /// How many calls were measured.
    package var calls: Int

    package init(callback: String, peakBytes: UInt64, controller: String, calls: Int) {
        self.callback = callback
        self.peakBytes = peakBytes
        self.controller = controller
        self.calls = calls
    }
}
