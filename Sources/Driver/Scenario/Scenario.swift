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
    public var scenes: [Scene]
    /// The segues, in file order.
    public var segues: [ScenarioSegue]
    /// The steps to run, in order.
    public var steps: [Step]
    /// Memory budgets per scene or class (`"budgets"`), in file order.
    public var budgets: [MemoryBudget] = []
    /// The file the scenario was parsed from, when it came from one: run-time errors and
    /// diagnostics name it with the step's line and column.
    public var file: String?

    /// The scene with `id`. Every id a validated scenario mentions is present.
    public func scene(_ id: String) -> Scene? { scenes.first { $0.id == id } }
    /// The segue with `id`.
    public func segue(_ id: String) -> ScenarioSegue? { segues.first { $0.id == id } }
}

/// One scene: an identifier and what kind of controller it instantiates.
public struct Scene: Sendable, Hashable {
    public var id: String
    public var title: String?
    public var kind: Kind
    /// `definesPresentationContext` set on the scene's controllers (P5, N12); nil keeps UIKit's
    /// default (true for a navigation controller, else false).
    public var definesPresentationContext: Bool?
    /// `modalTransitionStyle` of the scene's controllers; nil keeps UIKit's `coverVertical`.
    public var modalTransitionStyle: ModalTransitionStyle?
    /// `providesPresentationContextTransitionStyle` of the scene's controllers (P5); nil keeps false.
    public var providesPresentationContextTransitionStyle: Bool?
    /// The unwind actions (`"backToHome:"`) the scene's controllers implement, so that they answer
    /// `canPerformUnwindSegueAction` yes for them (SB6) and trace an `unwindAction` when one runs.
    public var unwindActions: [String] = []

    public enum Kind: Sendable, Hashable {
        /// A navigation controller whose root is the scene `root`.
        case navigation(root: String)
        /// A table view controller.
        case table(TableScene)
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
    public var children: [String] {
        switch kind {
        case .navigation(let root): [root]
        case .tabs(let tabs): tabs
        case .pages(let pages): [pages.page]
        case .split(let primary, let secondary): [primary, secondary]
        case .table, .content, .custom: []
        }
    }
}

/// A table scene: rows per section, heights, what selecting a row does.
public struct TableScene: Sendable, Hashable {
    /// Rows in each section.
    public var rows: [Int]
    /// Fixed row height in points.
    public var rowHeight: Double
    /// When set, row `i` is `rowHeight + (i % variableHeightSpread)` points tall (asked from the delegate).
    public var variableHeightSpread: Int?
    /// The segue performed when a row is tapped (`selectRow`), if any.
    public var select: String?
    /// Whether cells are reused (off: a new cell per row, for comparison).
    public var reuse: Bool
}

/// A content scene: a number of subviews, a cache, and optionally a deliberate leak.
public struct ContentScene: Sendable, Hashable {
    /// Subviews added in `viewDidLoad`.
    public var subviews: Int
    /// Bytes put in the controller's cache in `viewDidLoad` (emptied by memory warnings).
    public var cacheBytes: Int
    /// When true the controller holds itself through a stored closure: a deliberate leak.
    public var retainCycle: Bool
    /// Bytes allocated, written page by page and freed again inside `viewDidLoad`: a
    /// transient spike (for stacks and exact peaks).
    public var transientBytes: Int = 0
    /// When true the controller ignores memory warnings: its cache is not emptied and its
    /// `didReceiveMemoryWarning()` does not call `super` (so its view never unloads). A
    /// deliberate misbehaviour, for checking that pressure runs name such screens.
    public var ignoresMemoryWarnings = false
    /// Buttons in the scene's view with target-actions (`tap`, `sendAction`).
    public var controls: [SceneControl] = []

    public init(subviews: Int, cacheBytes: Int, retainCycle: Bool, transientBytes: Int = 0, ignoresMemoryWarnings: Bool = false,
                controls: [SceneControl] = []) {
        self.subviews = subviews
        self.cacheBytes = cacheBytes
        self.retainCycle = retainCycle
        self.transientBytes = transientBytes
        self.ignoresMemoryWarnings = ignoresMemoryWarnings
        self.controls = controls
    }
}

/// A custom scene: the registered class name and the parameters its factory reads.
public struct CustomScene: Sendable, Hashable {
    /// The name the class was registered under (``SceneRegistry``).
    public var className: String
    /// The scene's `"parameters"` object, as written.
    public var parameters: JSONValue

    public init(className: String, parameters: JSONValue = .object([])) {
        self.className = className
        self.parameters = parameters
    }
}

/// A pages scene.
public struct PagesScene: Sendable, Hashable {
    public var page: String
    public var count: Int
    public var style: String
    public var orientation: String
    public var spine: String
    /// `doubleSided` as written; nil means UIKit's default (true for a mid spine, else false; rule PV3).
    public var doubleSided: Bool? = nil

    /// Whether the pages are double-sided: always false for scrolling (rule PV3).
    public var isDoubleSided: Bool { style == "pageCurl" && (doubleSided ?? (spine == "mid")) }

    /// How many pages `setViewControllers` must be given (rule PV2): 2 for a curl with a mid spine or
    /// double-sided pages, else 1.
    public var requiredPageCount: Int { style == "pageCurl" && (spine == "mid" || isDoubleSided) ? 2 : 1 }
}

/// A segue between two scenes.
public struct ScenarioSegue: Sendable, Hashable {
    public var id: String
    public var from: String
    public var to: String
    public var kind: Kind
    public var style: ModalPresentationStyle?
    /// What the source's `shouldPerformSegue(withIdentifier:sender:)` answers (SB3); false: the
    /// segue is not performed (a `segueNotPerformed` diagnostic records it).
    public var shouldPerform = true

    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case show, showDetail, modal, popover, custom
    }
}
