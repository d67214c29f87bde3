public import ViewRuntime

/// One step of a scenario. Steps act on the top-most visible controller: push and pop on
/// its nearest navigation controller, present on it, scroll on its table.
package struct Step: Sendable, Hashable {
    /// What the step does.
    package var op: Op
    /// Where the step was written (`steps[3]`, `steps[4].steps[0]`), for errors at run time.
    package var path: String
    /// How the step is expected to fail (`"expect"`), if it is: the run checks it and goes on.
    package var expect: StepExpectation?
    /// Where the step's object starts in its file, when it was parsed from text (not part of
    /// equality: two steps that do the same are equal wherever they were written).
    package var position: SourcePosition?
    /// The table or collection view a list step acts on (`"table"` or `"view"`: an accessibility
    /// identifier or the controller's property name); nil: the only one on screen.
    package var list: String?

    package init(op: Op, path: String, expect: StepExpectation? = nil, position: SourcePosition? = nil, list: String? = nil) {
        self.op = op
        self.path = path
        self.expect = expect
        self.position = position
        self.list = list
    }

    package static func == (lhs: Step, rhs: Step) -> Bool {
        lhs.op == rhs.op && lhs.path == rhs.path && lhs.expect == rhs.expect && lhs.list == rhs.list
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(op)
        hasher.combine(list)
        hasher.combine(path)
        hasher.combine(expect)
    }

    package enum Op: Sendable, Hashable {
        case launch
        case push(scene: String, animated: Bool)
        case pop(animated: Bool)
        case popToRoot(animated: Bool)
        case popTo(depth: Int, animated: Bool)
        case present(scene: String, style: ModalPresentationStyle?, animated: Bool)
        case dismiss(animated: Bool)
        case selectTab(index: Int)
        case segue(id: String)
        case unwind(to: String)
        case selectRow(section: Int, row: Int)
        case scroll(to: ScrollTarget, by: Double?)
        case pageForward
        case pageBackward
        case interactivePop(complete: Bool)
        case memoryWarning(level: MemoryWarningLevel)
        case resize(width: Double, height: Double)
        case checkpoint(label: String)
        case `repeat`(times: Int, steps: [Step])
        case teardown
        // Format-1 additions (docs/SCENARIO-FORMAT.md, "Reaching the whole runtime").
        /// `present` with `from`: presents from the controller of scene `from` (P2, P3, P5).
        case presentFrom(scene: String, style: ModalPresentationStyle?, from: String, animated: Bool)
        /// `dismiss` with `from`: `dismiss` called on the controller of scene `from` (P4).
        case dismissFrom(from: String, animated: Bool)
        /// One `performBatchUpdates` on the table on screen, with the data source's new counts (TV9).
        case batchUpdates(TableEdit)
        /// `reloadData`, optionally with the data source's new counts (TV8).
        case reloadData(rows: [Int]?)
        /// `deselectRow(at:animated:)` (TV10).
        case deselectRow(section: Int, row: Int)
        /// A user's tap on an item of the collection view on screen (CV23-CV26).
        case selectItem(section: Int, item: Int)
        /// `deselectItem(at:animated:)` on the collection view on screen.
        case deselectItem(section: Int, item: Int)
        /// A tap on a control a content scene declares (R2-R4).
        case tap(control: String)
        /// A nil-target action sent up the responder chain from the top-most controller (R1, R2).
        case sendAction(action: String)
        /// `setViewControllers(_:animated:)` on the nearest navigation controller (N8).
        case setViewControllers(scenes: [String], animated: Bool)
        /// `viewControllers` of the tab bar controller on screen (TB3).
        case setTabs(scenes: [String])
        /// A content scene on screen adds a child of `scene` (C1, C2, A-rules).
        case addChild(scene: String, into: String)
        /// The child of scene `scene` leaves its content-scene container (C3).
        case removeChild(scene: String)
        /// Moves the virtual clock (animated transitions stay in flight until it passes them; N10).
        case advance(milliseconds: Int)
        /// An interactive page turn that completes or is cancelled (T7).
        case pageTurn(forward: Bool, complete: Bool)
        /// The user taps the action titled `title` of the alert on screen (UK5).
        case tapAlertAction(title: String)
        /// Asserts whether the layout of the top-most controller's views is ambiguous (AL28).
        case expectLayout(ambiguous: Bool)
        /// Checks a controller's state: view loaded, appearance, parent, presented controller,
        /// selected tab, its table's rows, selection and visible rows.
        case assert(StateAssertion)
        /// One containment call alone (C1-C3): `addChild` without `didMove`, `willMoveToParent`,
        /// `didMoveToParent`, `removeFromParent`.
        case containment(ContainmentCall)
        /// `push` with `"existing": true`: pushes the controller of `scene` nearest the top-most one
        /// (not a new one); the same instance again is UIKit's exception (N3).
        case pushExisting(scene: String, animated: Bool)
        /// `unwind` with `"action"`: UIKit's unwind search for the destination that answers
        /// `canPerformUnwindSegueAction` yes (a scene's `unwindActions`), its action, then the
        /// transition back (SB6).
        case unwindAction(action: String, identifier: String?)
    }

    /// The op names of format 1, in the order DESIGN.md lists them.
    package static let opNames =
        [
            "launch", "push", "pop", "popToRoot", "popTo", "present", "dismiss", "selectTab", "segue", "unwind",
            "selectRow", "scroll", "pageForward", "pageBackward", "interactivePop", "memoryWarning", "resize",
            "checkpoint", "repeat", "teardown",
        ] + reachOpNames + collectionOpNames

    /// The ops added for collection views (docs/SCENARIO-FORMAT.md, "Collection views").
    package static let collectionOpNames = ["selectItem", "deselectItem"]

    /// The ops added to format 1 to reach the whole runtime (docs/SCENARIO-FORMAT.md).
    package static let reachOpNames = [
        "batchUpdates", "reloadData", "deselectRow", "tap", "sendAction", "setViewControllers", "setTabs", "addChild",
        "removeChild", "advance", "pageTurn", "tapAlertAction", "expectLayout", "assert", "willMoveToParent",
        "didMoveToParent", "removeFromParent",
    ]

    /// The ops that act on a table or collection view, and so take `"table"` / `"view"`.
    package static let listOpNames: Set<String> = [
        "selectRow", "scroll", "batchUpdates", "reloadData", "deselectRow", "selectItem", "deselectItem",
    ]

    /// The op's name as written in the file.
    package var opName: String {
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
        case .presentFrom: "present"
        case .dismissFrom: "dismiss"
        case .batchUpdates: "batchUpdates"
        case .reloadData: "reloadData"
        case .deselectRow: "deselectRow"
        case .selectItem: "selectItem"
        case .deselectItem: "deselectItem"
        case .tap: "tap"
        case .sendAction: "sendAction"
        case .setViewControllers: "setViewControllers"
        case .setTabs: "setTabs"
        case .addChild: "addChild"
        case .removeChild: "removeChild"
        case .advance: "advance"
        case .pageTurn: "pageTurn"
        case .tapAlertAction: "tapAlertAction"
        case .expectLayout: "expectLayout"
        case .assert: "assert"
        case .containment(let call): call.opName
        case .pushExisting: "push"
        case .unwindAction: "unwind"
        }
    }
}

/// Where a `scroll` step goes.
package enum ScrollTarget: Sendable, Hashable {
    case top
    case bottom
    /// A row (item) index in section 0 (or a flat index across sections).
    case row(Int)
}
