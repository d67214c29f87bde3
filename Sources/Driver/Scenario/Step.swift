/// One step of a scenario. Steps act on the top-most visible controller: push and pop on
/// its nearest navigation controller, present on it, scroll on its table.
public struct Step: Sendable, Hashable {
    /// What the step does.
    public var op: Op
    /// Where the step was written (`steps[3]`, `steps[4].steps[0]`), for errors at run time.
    public var path: String

    public enum Op: Sendable, Hashable {
        case launch
        case push(scene: String, animated: Bool)
        case pop(animated: Bool)
        case popToRoot(animated: Bool)
        case popTo(depth: Int, animated: Bool)
        case present(scene: String, style: PresentationStyleName?, animated: Bool)
        case dismiss(animated: Bool)
        case selectTab(index: Int)
        case segue(id: String)
        case unwind(to: String)
        case selectRow(section: Int, row: Int)
        case scroll(to: ScrollTarget, by: Double?)
        case pageForward
        case pageBackward
        case interactivePop(complete: Bool)
        case memoryWarning(level: MemoryWarningLevelName)
        case resize(width: Double, height: Double)
        case checkpoint(label: String)
        case `repeat`(times: Int, steps: [Step])
        case teardown
    }

    /// The op names of format 1, in the order DESIGN.md lists them.
    public static let opNames = [
        "launch", "push", "pop", "popToRoot", "popTo", "present", "dismiss", "selectTab", "segue", "unwind",
        "selectRow", "scroll", "pageForward", "pageBackward", "interactivePop", "memoryWarning", "resize",
        "checkpoint", "repeat", "teardown",
    ]

    /// The op's name as written in the file.
    public var opName: String {
        switch op {
        case .launch: "launch"
        case .push: "push"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .popTo: "popTo"
        case .present: "present"
        case .dismiss: "dismiss"
        case .selectTab: "selectTab"
        case .segue: "segue"
        case .unwind: "unwind"
        case .selectRow: "selectRow"
        case .scroll: "scroll"
        case .pageForward: "pageForward"
        case .pageBackward: "pageBackward"
        case .interactivePop: "interactivePop"
        case .memoryWarning: "memoryWarning"
        case .resize: "resize"
        case .checkpoint: "checkpoint"
        case .repeat: "repeat"
        case .teardown: "teardown"
        }
    }
}

/// Where a `scroll` step goes.
public enum ScrollTarget: Sendable, Hashable {
    case top
    case bottom
    /// A row index in section 0 (or a flat row index across sections).
    case row(Int)
}
