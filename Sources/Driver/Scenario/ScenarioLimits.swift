/// The range of every number a scenario file can set (format 1).
///
/// A value outside its range is rejected by the parser with the JSON path and the range
/// (exit 2), so no file can make the runtime allocate an absurd array, overflow an integer or
/// loop for ever. The ranges are generous for real screens and tables and are documented in
/// docs/SCENARIO-FORMAT.md; each is checked by a test at its edge and one past it.
package enum ScenarioLimits {
    /// Screen width and height, and `resize` sizes, in points (a 13" iPad is 1032 x 1376).
    package static let screenPoints: ClosedRange<Double> = 1...4096
    /// Pixels per point (iPhones use 2 and 3).
    package static let scale: ClosedRange<Double> = 0.5...4
    /// Subviews a content scene adds in `viewDidLoad`.
    package static let subviews: ClosedRange<Int> = 0...10_000
    /// Bytes a content scene puts in its cache (1 GiB).
    package static let cacheBytes: ClosedRange<Int> = 0...(1 << 30)
    /// Sections in a table scene.
    package static let sections: ClosedRange<Int> = 1...10_000
    /// Rows in one section, and in all of a table's sections together (the stress suite
    /// scrolls 10,000,000).
    package static let rows: ClosedRange<Int> = 0...10_000_000
    /// A table's fixed row height, in points.
    package static let rowHeight: ClosedRange<Double> = 0...10_000
    /// The spread of variable row heights, in points.
    package static let variableHeights: ClosedRange<Int> = 1...10_000
    /// Items a line in a collection scene's grid.
    package static let columns: ClosedRange<Int> = 1...100
    /// A collection scene's item height, in points.
    package static let itemHeight: ClosedRange<Double> = 1...10_000
    /// Pages in a pages scene.
    package static let pages: ClosedRange<Int> = 1...100_000
    /// A `repeat` step's `times`.
    package static let repeatTimes: ClosedRange<Int> = 0...100_000_000
    /// How deeply `repeat` steps nest.
    package static let repeatDepth = 16
    /// The steps a scenario runs in all, with every `repeat` expanded.
    package static let totalSteps = 1_000_000_000
    /// `popTo`'s depth and `selectTab`'s index.
    package static let index: ClosedRange<Int> = 0...1_000_000
    /// A `selectRow` section and row, and a `scroll` target row.
    package static let row: ClosedRange<Int> = 0...10_000_000
    /// A `scroll` step's `by`, in points: the smallest step keeps a scroll to a finite number
    /// of offsets.
    package static let scrollBy: ClosedRange<Double> = 0.5...1_000_000_000
    /// Operations of one kind in a `batchUpdates` step (inserted rows, deleted sections...).
    package static let batchItems: ClosedRange<Int> = 0...10_000
    /// Scenes in a `setViewControllers` or `setTabs` step.
    package static let sceneList: ClosedRange<Int> = 1...1_000
    /// Controls one content scene declares.
    package static let controls: ClosedRange<Int> = 0...100
    /// An `advance` step's milliseconds of virtual time (one hour).
    package static let advanceMilliseconds: ClosedRange<Int> = 0...3_600_000
}
