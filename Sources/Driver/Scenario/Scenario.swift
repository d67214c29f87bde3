public import ViewRuntime

/// A scenario file, format 1: a storyboard (scenes and segues), a device, a memory-warning
/// policy and the steps to run. See DESIGN.md, "Scenario file, format 1".
///
/// Made by ``ScenarioParser/parse(_:file:)``, which validates every reference, so a
/// `Scenario` always names scenes and segues that exist and has no containment cycle.
public struct Scenario: Sendable, Hashable {
    /// The scenario format version; only 1 exists.
    public var format: Int
    /// The scenario's name, used in reports.
    public var name: String
    /// The simulated screen.
    public var device: Screen
    /// How controllers respond to memory warnings.
    public var memoryWarningPolicy: MemoryWarningPolicy
    /// The scene installed as the window's root at `launch`.
    public var initial: String
    /// The scenes, in file order.
    package var scenes: [Scene]
    /// The segues, in file order.
    package var segues: [ScenarioSegue]
    /// The steps to run, in order.
    package var steps: [Step]
    /// Memory budgets per scene or class (`"budgets"`), in file order.
    package var budgets: [MemoryBudget] = []
    /// The file the scenario was parsed from, when it came from one: run-time errors and
    /// diagnostics name it with the step's line and column.
    public var file: String?

    /// The scene with `id`. Every id a validated scenario mentions is present.
    package func scene(_ id: String) -> Scene? { scenes.first { $0.id == id } }
    /// The segue with `id`.
    package func segue(_ id: String) -> ScenarioSegue? { segues.first { $0.id == id } }
}

/// One scene: an identifier and what kind of controller it instantiates.
package struct Scene: Sendable, Hashable {
    package var id: String
    package var title: String?
    package var kind: Kind
    /// `definesPresentationContext` set on the scene's controllers (P5, N12); nil keeps UIKit's
    /// default (true for a navigation controller, else false).
    package var definesPresentationContext: Bool?
    /// `modalTransitionStyle` of the scene's controllers; nil keeps UIKit's `coverVertical`.
    package var modalTransitionStyle: ModalTransitionStyle?
    /// `providesPresentationContextTransitionStyle` of the scene's controllers (P5); nil keeps false.
    package var providesPresentationContextTransitionStyle: Bool?
    /// The unwind actions (`"backToHome:"`) the scene's controllers implement, so that they answer
    /// `canPerformUnwindSegueAction` yes for them (SB6) and trace an `unwindAction` when one runs.
    package var unwindActions: [String] = []

    package enum Kind: Sendable, Hashable {
        /// A navigation controller whose root is the scene `root`.
        case navigation(root: String)
        /// A table view controller.
        case table(TableScene)
        /// A collection view controller with a flow grid.
        case collection(CollectionScene)
        /// A plain content controller.
        case content(ContentScene)
        /// A tab bar controller with one tab per scene.
        case tabs([String])
        /// A page view controller showing `count` instances of the scene `page`.
        case pages(PagesScene)
        /// A split view controller.
        case split(primary: String, secondary: String)
        /// A controller of the user's own class, made by the factory registered under that
        /// name in a ``SceneRegistry``.
        case custom(CustomScene)
    }

    /// The scenes this scene contains (its relationship segues), in order.
    package var children: [String] {
        switch kind {
        case .navigation(let root): [root]
        case .tabs(let tabs): tabs
        case .pages(let pages): [pages.page]
        case .split(let primary, let secondary): [primary, secondary]
        case .table, .collection, .content, .custom: []
        }
    }
}

/// A collection scene: items per section in a vertical flow grid of `columns` items a line,
/// what selecting an item does.
package struct CollectionScene: Sendable, Hashable {
    /// Items in each section.
    package var items: [Int]
    /// Items a line; an item is the screen's width over `columns` wide.
    package var columns: Int
    /// Item height in points; nil: square items.
    package var itemHeight: Double?
    /// The segue performed when an item is tapped (`selectItem`), if any.
    package var select: String?
    /// Whether cells are reused (off: the data source keeps a cell per item and returns it again
    /// without a dequeue, a deliberate reuse failure).
    package var reuse: Bool
}

/// A table scene: rows per section, heights, what selecting a row does.
package struct TableScene: Sendable, Hashable {
    /// Rows in each section.
    package var rows: [Int]
    /// Fixed row height in points.
    package var rowHeight: Double
    /// When set, row `i` is `rowHeight + (i % variableHeightSpread)` points tall (asked from the delegate).
    package var variableHeightSpread: Int?
    /// The segue performed when a row is tapped (`selectRow`), if any.
    package var select: String?
    /// Whether cells are reused (off: a new cell per row, for comparison).
    package var reuse: Bool
}

/// A content scene: a number of subviews, a cache, and optionally a deliberate leak.
package struct ContentScene: Sendable, Hashable {
    /// Subviews added in `viewDidLoad`.
    package var subviews: Int
    /// Bytes put in the controller's cache in `viewDidLoad` (emptied by memory warnings).
    package var cacheBytes: Int
    /// When true the controller holds itself through a stored closure: a deliberate leak.
    package var retainCycle: Bool
    /// Bytes allocated, written page by page and freed again inside `viewDidLoad`: a
    /// transient spike (for stacks and exact peaks).
    package var transientBytes: Int = 0
    /// When true the controller ignores memory warnings: its cache is not emptied and its
    /// `didReceiveMemoryWarning()` does not call `super` (so its view never unloads). A
    /// deliberate misbehaviour, for checking that pressure runs name such screens.
    package var ignoresMemoryWarnings = false
    /// Buttons in the scene's view with target-actions (`tap`, `sendAction`).
    package var controls: [SceneControl] = []

    package init(
        subviews: Int, cacheBytes: Int, retainCycle: Bool, transientBytes: Int = 0, ignoresMemoryWarnings: Bool = false,
        controls: [SceneControl] = []
    ) {
        self.subviews = subviews
        self.cacheBytes = cacheBytes
        self.retainCycle = retainCycle
        self.transientBytes = transientBytes
        self.ignoresMemoryWarnings = ignoresMemoryWarnings
        self.controls = controls
    }
}

/// A custom scene: the registered class name and the parameters its factory reads.
package struct CustomScene: Sendable, Hashable {
    /// The name the class was registered under (``SceneRegistry``).
    package var className: String
    /// The scene's `"parameters"` object, as written.
    package var parameters: JSONValue

    package init(className: String, parameters: JSONValue = .object([])) {
        self.className = className
        self.parameters = parameters
    }
}

/// A pages scene.
package struct PagesScene: Sendable, Hashable {
    package var page: String
    package var count: Int
    package var style: String
    package var orientation: String
    package var spine: String
    /// `doubleSided` as written; nil means UIKit's default (true for a mid spine, else false; rule PV3).
    package var doubleSided: Bool? = nil

    /// Whether the pages are double-sided: always false for scrolling (rule PV3).
    package var isDoubleSided: Bool { style == "pageCurl" && (doubleSided ?? (spine == "mid")) }

    /// How many pages `setViewControllers` must be given (rule PV2): 2 for a curl with a mid spine or
    /// double-sided pages, else 1.
    package var requiredPageCount: Int { style == "pageCurl" && (spine == "mid" || isDoubleSided) ? 2 : 1 }
}

/// A segue between two scenes.
package struct ScenarioSegue: Sendable, Hashable {
    package var id: String
    package var from: String
    package var to: String
    package var kind: Kind
    package var style: ModalPresentationStyle?
    /// What the source's `shouldPerformSegue(withIdentifier:sender:)` answers (SB3); false: the
    /// segue is not performed (a `segueNotPerformed` diagnostic records it).
    package var shouldPerform = true

    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case show, showDetail, modal, popover, custom
    }
}
