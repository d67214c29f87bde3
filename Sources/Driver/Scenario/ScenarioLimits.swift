/// The range of every number a scenario file can set (format 1).
///
/// A value outside its range is rejected by the parser with the JSON path and the range
/// (exit 2), so no file can make the runtime allocate an absurd array, overflow an integer or
/// loop for ever. The ranges are generous for real screens and tables and are documented in
/// docs/SCENARIO-FORMAT.md; each is checked by a test at its edge and one past it.
public enum ScenarioLimits {
    /// Screen width and height, and `resize` sizes, in points (a 13" iPad is 1032 x 1376).
    public static let screenPoints: ClosedRange<Double> = 1...4096
    /// Pixels per point (iPhones use 2 and 3).
    public static let scale: ClosedRange<Double> = 0.5...4
    /// Subviews a content scene adds in `viewDidLoad`.
    public static let subviews: ClosedRange<Int> = 0...10_000
    /// Bytes a content scene puts in its cache (1 GiB).
    public static let cacheBytes: ClosedRange<Int> = 0...(1 << 30)
    /// Sections in a table scene.
    public static let sections: ClosedRange<Int> = 1...10_000
    /// Rows in one section, and in all of a table's sections together (the stress suite
    /// scrolls 10,000,000).
    public static let rows: ClosedRange<Int> = 0...10_000_000
    /// A table's fixed row height, in points.
    public static let rowHeight: ClosedRange<Double> = 0...10_000
    /// The spread of variable row heights, in points.
    public static let variableHeights: ClosedRange<Int> = 1...10_000
    /// Pages in a pages scene.
    public static let pages: ClosedRange<Int> = 1...100_000
    /// A `repeat` step's `times`.
    public static let repeatTimes: ClosedRange<Int> = 0...100_000_000
    /// How deeply `repeat` steps nest.
    public static let repeatDepth = 16
    /// The steps a scenario runs in all, with every `repeat` expanded.
    public static let totalSteps = 1_000_000_000
    /// `popTo`'s depth and `selectTab`'s index.
    public static let index: ClosedRange<Int> = 0...1_000_000
    /// A `selectRow` section and row, and a `scroll` target row.
    public static let row: ClosedRange<Int> = 0...10_000_000
    /// A `scroll` step's `by`, in points: the smallest step keeps a scroll to a finite number
    /// of offsets.
    public static let scrollBy: ClosedRange<Double> = 0.5...1_000_000_000
    /// Operations of one kind in a `batchUpdates` step (inserted rows, deleted sections...).
    public static let batchItems: ClosedRange<Int> = 0...10_000
    /// Scenes in a `setViewControllers` or `setTabs` step.
    public static let sceneList: ClosedRange<Int> = 1...1_000
    /// Controls one content scene declares.
    public static let controls: ClosedRange<Int> = 0...100
    /// An `advance` step's milliseconds of virtual time (one hour).
    public static let advanceMilliseconds: ClosedRange<Int> = 0...3_600_000
}
