/// The allocation stacks of a run, as its results carry them (optional, additive to format 1):
/// the window, the sampling interval, the folded file written, and the largest stacks.
public struct StacksSummary: Sendable, Hashable, Codable {
    /// The most stacks kept in results; the rest are summed in ``otherBytes``.
    public static let maximumStacks = 200

    /// The window (`all`, `callback:viewDidLoad`, `scene:inbox`, `phase:checkpoint`).
    public var window: String
    /// The mean sampling interval in bytes (1: exact, every allocation).
    public var sampleIntervalBytes: UInt64
    /// Bytes over all stacks (an estimate unless exact).
    public var totalBytes: UInt64
    /// The collapsed file written (`--stacks`), as given on the command line.
    public var file: String?
    /// The largest stacks, at most ``maximumStacks``, largest first.
    public var stacks: [FoldedStacks.Stack]
    /// Bytes of the stacks left out.
    public var otherBytes: UInt64

    public init(window: String, sampleIntervalBytes: UInt64, stacks: FoldedStacks, file: String?) {
        self.window = window
        self.sampleIntervalBytes = sampleIntervalBytes
        self.file = file
        totalBytes = stacks.totalBytes
        self.stacks = Array(stacks.stacks.prefix(Self.maximumStacks))
        otherBytes = totalBytes - self.stacks.reduce(0) { $0 + $1.bytes }
    }

    /// The stacks kept, as a ``FoldedStacks``.
    public var folded: FoldedStacks { FoldedStacks(stacks) }
}

/// The exact peak of one callback kind (`--callback-peaks`): jemalloc's `thread.peak`, reset
/// at each callback's start and read at its end, so a transient spike is charged to the
/// callback it happened in.
public struct CallbackPeakResult: Sendable, Hashable, Codable {
    /// The callback kind (`viewDidLoad`).
    public var callback: String
    /// The highest peak over all its calls: bytes above the level at the call's start.
    public var peakBytes: UInt64
    /// The controller of that call (`detail#2`).
    public var controller: String
    /// How many calls were measured.
    public var calls: Int

    public init(callback: String, peakBytes: UInt64, controller: String, calls: Int) {
        self.callback = callback
        self.peakBytes = peakBytes
        self.controller = controller
        self.calls = calls
    }
}
