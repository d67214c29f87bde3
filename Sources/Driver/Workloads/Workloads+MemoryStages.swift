import ViewRuntime

// Each built-in workload's stages for bench admission (``WorkloadMemoryEstimate``): lower
// bounds from the parameters, with the measurements they are checked against in
// docs/RELIABILITY.md.

extension DeepNavigationWorkload {
    /// Levels loaded at once: every one with no warnings, else at most a warning's worth.
    func loadedLevels(_ levels: Int) -> Int { warningEvery > 0 ? min(levels, warningEvery + 1) : levels }

    public var memoryStages: [WorkloadMemoryStage] {
        let screen = WorkloadSupport.screen
        let unloads = warningEvery > 0 ? "a warning every \(warningEvery) pushes unloads the others" : "warningEvery 0: no warning unloads them"
        var stages = [
            WorkloadMemoryStage("its main passes", parameters: ["depth", "subviews", "warningEvery"], terms:
                WorkloadMemoryEstimate.levelTerms(count: loadedLevels(depth + 1), subviews: subviews, screen: screen,
                                                  what: "levels loaded at depth \(depth) (\(unloads))")
                + [.init(what: "\(depth + 1) controllers", bytes: Double(depth + 1) * WorkloadMemoryEstimate.controllerObjectBytes)]),
            WorkloadMemoryStage("its off-screen release measurement", parameters: ["releaseDepth", "subviews"], terms:
                WorkloadMemoryEstimate.levelTerms(count: releaseDepth + 1, subviews: subviews, screen: screen,
                                                  what: "levels loaded before its one warning")),
        ]
        if largeDepth > 0 {
            // One stack per depth, all alive at once (the tabs of one tab bar controller).
            let depths = SteadyStateDepthTable.depths(from: depth, to: largeDepth)
            let levels = depths.reduce(0) { $0 + $1 + 1 }
            let loaded = warningEvery > 0 ? loadedLevels(depths.max() ?? 0) : levels
            stages.append(WorkloadMemoryStage("its depth table", parameters: ["largeDepth", "depth", "subviews", "warningEvery"], terms:
                WorkloadMemoryEstimate.levelTerms(count: loaded, subviews: subviews, screen: screen,
                                                  what: "levels loaded over stacks of \(depths.map(String.init).joined(separator: ", "))")
                + [.init(what: "\(levels) controllers", bytes: Double(levels) * WorkloadMemoryEstimate.controllerObjectBytes)]))
        }
        return stages
    }
}

extension ModalChainWorkload {
    /// One chain: every presented controller's view stays loaded under the one above it.
    package var memoryStages: [WorkloadMemoryStage] {
        [WorkloadMemoryStage("its chains", parameters: ["depth", "subviews"], terms:
            WorkloadMemoryEstimate.levelTerms(count: depth + 1, subviews: subviews, screen: WorkloadSupport.screen,
                                              what: "controllers of one chain of \(depth) presentations"))]
    }
}

extension TabSwitchingWorkload {
    /// The tabs selected since the last warning stay loaded.
    package var memoryStages: [WorkloadMemoryStage] {
        let taps = warningEvery > 0 ? min(switches, warningEvery) : switches
        let loaded = min(tabs, taps + 1)
        return [WorkloadMemoryStage("its tabs", parameters: ["tabs", "subviews", "warningEvery"], terms:
            WorkloadMemoryEstimate.levelTerms(count: loaded, subviews: subviews, screen: WorkloadSupport.screen,
                                              what: "tabs loaded between warnings"))]
    }
}

extension LargeTableBenchWorkload {
    /// A variable-height table keeps 8 bytes a row for its height and 8 for its end offset
    /// (measured: 21.7 B a row); every visible cell holds its image (and, in the device-like
    /// comparison, a backing store at 3x).
    package var memoryStages: [WorkloadMemoryStage] {
        let screen = Screen.iPhone
        let width = Double(screen.size.width), height = Double(screen.size.height)
        let variableCells = (height / 30).rounded(.up), fixedCells = (height / 44).rounded(.up)
        var stages = [
            WorkloadMemoryStage("its main tables", parameters: ["rows", "imageBytes"], terms: [
                .init(what: "the row heights of \(rows) variable-height rows", bytes: Double(rows) * 16),
                .init(what: "\(Int(variableCells)) visible cells of \(imageBytes)-byte images", bytes: variableCells * Double(imageBytes)),
            ]),
            WorkloadMemoryStage("its scaling table", parameters: ["largeRows", "imageBytes"], terms: [
                .init(what: "\(Int(fixedCells)) visible cells of \(imageBytes)-byte images", bytes: fixedCells * Double(imageBytes)),
            ]),
        ]
        if deviceRows > 0 {
            let cell = ScenarioMemoryEstimate.backingStoreBytes(width: width, height: 44, scale: 3) + Double(imageBytes)
            stages.append(WorkloadMemoryStage("its device-like comparison", parameters: ["deviceRows", "imageBytes"], terms: [
                .init(what: "the table's backing store at 3x", bytes: ScenarioMemoryEstimate.backingStoreBytes(width: width, height: height, scale: 3)),
                .init(what: "\(Int(fixedCells)) visible cells with 3x backing stores and images", bytes: fixedCells * cell),
            ]))
        }
        return stages
    }
}

extension LeakWalkWorkload {
    /// The model graph: a node (children, weak parent, dictionary, closure) and its leaf take
    /// at least 224 bytes a pair (measured with the leak walk: about 315 a graph object).
    package var memoryStages: [WorkloadMemoryStage] {
        [WorkloadMemoryStage("its object graph", parameters: ["objects"], terms: [
            .init(what: "\(objects) graph objects (112 B each)", bytes: Double(objects) * 112),
        ])]
    }
}

extension LayoutWorkload {
    /// A column of V chained views: the solver's rows grow with the square of V (measured:
    /// 57 to 96 bytes per V², release build), plus each view and its constraints.
    package var memoryStages: [WorkloadMemoryStage] {
        let v = Double(views)
        return [WorkloadMemoryStage("its screen of views", parameters: ["views"], terms: [
            .init(what: "\(views) views with 4 constraints each", bytes: v * (ScenarioMemoryEstimate.viewObjectBytes + 4 * 64)),
            .init(what: "the layout engine's rows for a column of \(views) chained views (48 B per view squared)", bytes: v * v * 48),
        ])]
    }
}
